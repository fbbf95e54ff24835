/** Every scope the service knows, with the level at which the spec grants it. */
export const scopes = {
  'appointment.get': 'DEPARTMENT',
  'appointment.create': 'DEALER',
  'appointment.draft.create': 'DEALER',
  'appointment.configuration': 'DEALER',
  'appointment.configuration.write': 'DEPARTMENT',
  'appointment.transportOptions': 'DEPARTMENT',
  'appointment.trip.read': 'DEALER',
  'customer.search': 'DEPARTMENT',
  'customer.update': 'DEPARTMENT',
  'opcode.operation.read': 'DEALER',
  'opcode.operation.write': 'DEALER',
  'opcode.factory.menu.read': 'DEALER',
  'manage.dealerassociate.group': 'DEPARTMENT',
  'manage.dealerassociate.read': 'DEPARTMENT',
  'manage.dealerassociate.write': 'DEPARTMENT',
  'manage.dealerassociate.default.read': 'DEPARTMENT',
  'manage.dealer.read': 'DEALER',
  'manage.user.write': 'DEALER',
  'message.create': 'DEPARTMENT',
  'communications.message.get': 'DEPARTMENT',
  'payment.all': 'DEPARTMENT',
} as const;

export type Scope = keyof typeof scopes;
export const allScopes = Object.keys(scopes) as Scope[];

/** Scopes an advisor's session never carries: they set up users and credentials. */
export const adminOnlyScopes: ReadonlySet<Scope> = new Set([
  'manage.user.write',
  'manage.dealerassociate.write',
]);

/**
 * Scopes that change the rules everyone books by (scheduling settings, closed dates, opcodes). A
 * session carries them only for dealership administrators and holders of scheduling.settings.manage
 * (server/auth/rules-access.ts); partner credentials keep them as granted.
 */
export const rulesScopes: ReadonlySet<Scope> = new Set([
  'appointment.configuration.write',
  'opcode.operation.write',
]);
