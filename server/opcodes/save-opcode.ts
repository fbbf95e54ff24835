import type { UseCaseContext } from '../core/context';
import type { SaveOpcodeRequest } from './opcode.schemas';
import { storeOpcode } from './store-opcode';

/** POST: creates an opcode, or updates the one named by opcode.uuid (or with the same labor code). */
export async function saveOpcode(ctx: UseCaseContext, input: { body: SaveOpcodeRequest }) {
  const stored = await storeOpcode(ctx, { body: input.body, uuidRequired: false });
  return { errors: [], warnings: [], apiRequestId: ctx.requestId, ...stored };
}
