import type { z } from 'zod';
import * as s from '../../admin/admin.schemas';
import { dealerOfApiClient } from '../../admin/api-client-records';
import { changeDealerPayments } from '../../admin/change-dealer-payments';
import { createAdvisor } from '../../admin/create-advisor';
import { createApiClient } from '../../admin/create-api-client';
import { createDealer } from '../../admin/create-dealer';
import { createFirstOperator } from '../../admin/create-first-operator';
import { listApiClients } from '../../admin/list-api-clients';
import { revokeApiClient } from '../../admin/revoke-api-client';
import { rotateApiClientSecret } from '../../admin/rotate-api-client-secret';
import type { UseCaseContext } from '../../core/context';
import type { TenantTarget } from '../../core/principal';
import type { Database } from '../../db/client';
import { findDealerByName } from '../../users/dealer-records';
import { dealerTenant, departmentTenant } from './tenants';

export type OptionSpec = { type: 'string' | 'boolean'; description: string; required?: boolean };
export type Values = Record<string, string | boolean | undefined>;
type Run = (
  ctx: (tenants: TenantTarget[]) => UseCaseContext,
  values: Values,
  db: Database,
) => Promise<object>;

export type Command = { name: string; summary: string; options: Record<string, OptionSpec>; run: Run };

/** Input is checked by the same schemas as the HTTP operations; a failure is a usage error. */
export class UsageError extends Error {}
function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(
      result.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '),
    );
  return result.data;
}
const str = (v: Values, key: string) => (typeof v[key] === 'string' ? (v[key] as string) : undefined);

const dealerCreate: Command = {
  name: 'dealer create',
  summary:
    'Create a dealership with one working service department (again with the same name: the existing one)',
  options: {
    name: { type: 'string', description: 'the dealership name', required: true },
    'time-zone': { type: 'string', description: 'IANA time zone, e.g. America/Chicago', required: true },
    'department-name': { type: 'string', description: 'name of the first department (default Service)' },
    phone: { type: 'string', description: 'phone number, e.g. +13125550100' },
    email: { type: 'string', description: 'service email address' },
    'text-number': { type: 'string', description: 'number customers text' },
  },
  run: async (ctx, v, db) => {
    const body = parse(s.createDealerBody, {
      name: str(v, 'name'),
      timeZone: str(v, 'time-zone'),
      departmentName: str(v, 'department-name'),
      phone: str(v, 'phone'),
      email: str(v, 'email'),
      textNumber: str(v, 'text-number'),
    });
    const existing = await findDealerByName(db, body.name);
    if (existing?.departmentUuid)
      return { dealerUuid: existing.dealerUuid, departmentUuid: existing.departmentUuid, created: false };
    return { ...(await createDealer(ctx([]), { body })), created: true };
  },
};

const dealerPayments: Command = {
  name: 'dealer payments',
  summary: "Choose the dealership's payment processor: the sandbox, or Stripe with its connected account",
  options: {
    dealer: { type: 'string', description: 'the dealer uuid', required: true },
    processor: { type: 'string', description: 'stripe or sandbox', required: true },
    'stripe-account': { type: 'string', description: 'the Stripe Connect account, acct_… (stripe only)' },
  },
  run: async (ctx, v, db) => {
    const body = parse(s.dealerPaymentsBody, {
      processor: str(v, 'processor'),
      stripeAccount: str(v, 'stripe-account'),
    });
    const tenant = await dealerTenant(db, str(v, 'dealer') ?? '');
    return changeDealerPayments(ctx([tenant]), { body });
  },
};

const advisorCreate: Command = {
  name: 'advisor create',
  summary: 'Create an advisor with a temporary password, to be changed at first sign-in',
  options: {
    department: { type: 'string', description: 'department uuid', required: true },
    username: { type: 'string', description: 'sign-in name', required: true },
    'first-name': { type: 'string', description: 'first name', required: true },
    'last-name': { type: 'string', description: 'last name', required: true },
    email: { type: 'string', description: 'email address' },
    admin: { type: 'boolean', description: 'also an administrator of the dealership' },
  },
  run: async (ctx, v, db) => {
    const body = parse(s.createAdvisorBody, {
      username: str(v, 'username'),
      firstName: str(v, 'first-name'),
      lastName: str(v, 'last-name'),
      email: str(v, 'email'),
      admin: v.admin === true,
    });
    const tenant = await departmentTenant(db, parse(s.uuidParam, str(v, 'department')));
    return createAdvisor(ctx([tenant]), { body });
  },
};

const apiClientCreate: Command = {
  name: 'api-client create',
  summary: 'Create partner credentials for HTTP Basic (the password is shown only now)',
  options: {
    dealer: { type: 'string', description: 'dealer uuid', required: true },
    department: { type: 'string', description: 'department uuid (for --level department)' },
    name: { type: 'string', description: 'who the credentials are for', required: true },
    scopes: {
      type: 'string',
      description: 'comma-separated scopes, e.g. appointment.get,appointment.create',
      required: true,
    },
    level: {
      type: 'string',
      description: 'dealer or department (default: department when --department is given)',
    },
  },
  run: async (ctx, v, db) => {
    const level = str(v, 'level') ?? (str(v, 'department') ? 'department' : 'dealer');
    const body = parse(s.createApiClientBody, {
      name: str(v, 'name'),
      scopes: (str(v, 'scopes') ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
      level: level.toUpperCase(),
      departmentUuid: str(v, 'department'),
    });
    const tenant = await dealerTenant(db, parse(s.uuidParam, str(v, 'dealer')));
    return createApiClient(ctx([tenant]), { body });
  },
};

const apiClientRotate: Command = {
  name: 'api-client rotate',
  summary: 'New partner password, working at once; the old one works for --grace-minutes (default 0)',
  options: {
    username: { type: 'string', description: 'the client username', required: true },
    'grace-minutes': { type: 'string', description: 'minutes the old password keeps working (default 0)' },
  },
  run: async (ctx, v, db) => {
    const username = parse(s.uuidParam, str(v, 'username'));
    const body = parse(s.rotateApiClientBody, { graceMinutes: Number(str(v, 'grace-minutes') ?? '0') });
    const tenant = await dealerTenant(db, await dealerOfApiClient(db, username));
    return rotateApiClientSecret(ctx([tenant]), { params: { username }, body });
  },
};

const apiClientRevoke: Command = {
  name: 'api-client revoke',
  summary: 'Refuse the credentials from the next request on (again: no change)',
  options: { username: { type: 'string', description: 'the client username', required: true } },
  run: async (ctx, v, db) => {
    const username = parse(s.uuidParam, str(v, 'username'));
    const tenant = await dealerTenant(db, await dealerOfApiClient(db, username));
    return revokeApiClient(ctx([tenant]), { params: { username } });
  },
};

const apiClientList: Command = {
  name: 'api-client list',
  summary: "The dealer's partner credentials: grants, created, last used, revoked",
  options: { dealer: { type: 'string', description: 'dealer uuid', required: true } },
  run: async (ctx, v, db) =>
    listApiClients(ctx([await dealerTenant(db, parse(s.uuidParam, str(v, 'dealer')))])),
};

const operatorCreate: Command = {
  name: 'operator create',
  summary: 'Create the first platform operator (only while nobody can sign in)',
  options: { username: { type: 'string', description: 'sign-in name', required: true } },
  run: async (ctx, v) => {
    const body = parse(s.createFirstOperatorBody, { username: str(v, 'username') });
    const { username, temporaryPassword } = await createFirstOperator(ctx([]), { body });
    return { username, temporaryPassword };
  },
};

export const commands: Command[] = [
  operatorCreate,
  dealerCreate,
  dealerPayments,
  advisorCreate,
  apiClientCreate,
  apiClientRotate,
  apiClientRevoke,
  apiClientList,
];
