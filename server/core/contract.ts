import type { z } from 'zod';
import type { GrantLevel } from '../db/schema';
import type { DocumentedCode, ErrorCode } from './error-codes';
import type { Scope } from './scopes';

/**
 * Operation families differ in how they render errors on the wire (wire-facts §1.3). Each contract
 * names its family; the HTTP layer renders every failure of that operation through it.
 */
export type Family =
  | 'manage'
  | 'customer'
  | 'appointment'
  | 'appointmentLookup'
  | 'transport'
  | 'partner'
  | 'messaging'
  | 'envelope'
  | 'payment'
  /** Administration: `{ error: { code, message }, requestId }`. */
  | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the operation acts, named by the parsed request: checked against the caller's grants. */
export type TenantRef = { dealerUuid: string } | { departmentUuid: string };

export type Input<P, Q, B> = { params: P; query: Q; body: B };

/**
 * Administration is granted by role, not scope, and only to signed-in people: `operator` runs the
 * install; `dealerAdmin` is an operator or an administrator of the dealer the request names (a
 * department names its dealer); `signedIn` is anyone signed in, acting on their own account (the
 * only kind open to someone who must still change a temporary password).
 */
export type RoleAuth<P, Q, B> =
  | { role: 'operator' }
  | { role: 'dealerAdmin'; tenant: (input: Input<P, Q, B>) => TenantRef }
  | { role: 'signedIn' };

export type Auth<P, Q, B> =
  | {
      scope: Scope;
      level: GrantLevel;
      /** The dealers/departments the request touches; every one must be covered by a grant. */
      tenants: (input: Input<P, Q, B>) => TenantRef[];
    }
  | RoleAuth<P, Q, B>
  | 'public';

/** One endpoint: everything the wrapper and the OpenAPI document need to know about it. */
export type Contract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  operationId: string;
  method: Method;
  /** OpenAPI path with `{param}` placeholders, e.g. /api/manage/v2/dealer/list */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  family: Family;
  auth: Auth<z.output<P>, z.output<Q>, z.output<B>>;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: number;
  /** The media type of a success that is a document rather than JSON (e.g. text/vcard). */
  successMediaType?: string;
  deprecated?: boolean;
  /** Headers sent with every answer of the operation, e.g. Deprecation and Link for a retired one. */
  responseHeaders?: Readonly<Record<string, string>>;
  /** Error codes this operation can answer with, for the documentation. */
  errors?: readonly DocumentedCode[];
  /** Codes this operation answers with another status than the shared table's (documentation). */
  errorStatuses?: Partial<Readonly<Record<ErrorCode, number>>>;
};

export type AnyContract = Contract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export const defineContract = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  contract: Contract<P, Q, B, R>,
): Contract<P, Q, B, R> => contract;
