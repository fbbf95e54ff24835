import type { Scope } from '@/server/core/scopes';

/** What each scope lets a partner's system do, in the words of the people granting it. */
export const scopeLabels: Record<Scope, string> = {
  'appointment.get': 'Read appointments',
  'appointment.create': 'Book, change and cancel appointments',
  'appointment.draft.create': 'Start appointments for an advisor to confirm',
  'appointment.configuration': 'Read scheduling settings and availability',
  'appointment.configuration.write': 'Change scheduling settings',
  'appointment.transportOptions': 'Read transport options (loaner, shuttle …)',
  'appointment.trip.read': 'Read pickup and delivery trips',
  'customer.search': 'Find customers and their vehicles',
  'customer.update': 'Create and change customers and vehicles',
  'opcode.operation.read': 'Read services and their prices (opcodes)',
  'opcode.operation.write': 'Create and change services (opcodes)',
  'opcode.factory.menu.read': 'Read factory maintenance menus',
  'manage.dealerassociate.group': 'Read teams',
  'manage.dealerassociate.read': 'Read advisors and staff',
  'manage.dealerassociate.write': 'Create and change advisors and staff',
  'manage.dealerassociate.default.read': "Read the department's system sender",
  'manage.dealer.read': 'Read dealership and department details',
  'manage.user.write': 'Create and change users',
  'message.create': 'Send texts and emails to customers',
  'communications.message.get': 'Read conversations with customers',
  'payment.all': 'Request and read payments',
};

export const isScope = (value: string): value is Scope => value in scopeLabels;
