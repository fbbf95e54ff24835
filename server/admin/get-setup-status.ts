import type { UseCaseContext } from '../core/context';
import { anyoneCanSignIn } from './people-records';

/** Set-up is open while nobody can sign in: the first operator may still be created. */
export async function getSetupStatus(ctx: UseCaseContext) {
  return { open: !(await anyoneCanSignIn(ctx.db)) };
}
