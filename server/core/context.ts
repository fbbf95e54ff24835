import type { Database } from '../db/client';
import type { Principal, TenantTarget } from './principal';

/**
 * What a use case knows of the call that started it: who calls, the dealers and departments the
 * call was checked against, the database and the request id. Never the HTTP request itself.
 */
export type UseCaseContext = {
  requestId: string;
  /** null only for public operations */
  principal: Principal | null;
  /** The dealers/departments the operation names, resolved and covered by the caller's grants. */
  tenants: TenantTarget[];
  db: Database;
  /** The caller's Idempotency-Key, for operations that replay a retried create. */
  idempotencyKey: string | null;
  /** The caller's address as the sign-in throttle reads it (server/auth/client-address.ts); null when unknown. */
  callerAddress?: string | null;
  /**
   * Set only by the administration command line, which runs with the database's own credentials
   * and no principal: the audit log names it as the actor.
   */
  systemActor?: string;
};

/** The one dealer or department the operation acts on (the first one it names). */
export function tenantOf(ctx: UseCaseContext): TenantTarget {
  const tenant = ctx.tenants[0];
  if (!tenant) throw new Error('This operation runs only with the dealer or department it names');
  return tenant;
}

/** The department the operation acts on, for operations whose path names one. */
export function departmentOf(ctx: UseCaseContext): { dealerUuid: string; departmentUuid: string } {
  const { dealerUuid, departmentUuid } = tenantOf(ctx);
  if (!departmentUuid) throw new Error('This operation runs only with the department it names');
  return { dealerUuid, departmentUuid };
}
