import type { UseCaseContext } from '../core/context';
import type { SaveOpcodeRequest } from './opcode.schemas';
import { storeOpcode } from './store-opcode';

/** PUT: updates the existing opcode named by opcode.uuid (what OPCODE_ALREADY_EXISTS points to). */
export async function updateOpcode(ctx: UseCaseContext, input: { body: SaveOpcodeRequest }) {
  const stored = await storeOpcode(ctx, { body: input.body, uuidRequired: true });
  return { errors: [], warnings: [], apiRequestId: ctx.requestId, ...stored };
}
