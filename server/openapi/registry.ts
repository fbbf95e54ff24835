import * as customers from '../customers/contracts';
import type { AnyContract } from '../http/contract';
import * as users from '../users/contracts';

/** Every contract of the service: the OpenAPI document is built from this list. */
export const allContracts: AnyContract[] = [
  ...Object.values(users),
  ...Object.values(customers),
] as AnyContract[];
