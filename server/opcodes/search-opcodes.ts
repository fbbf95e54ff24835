import { tenantOf, type UseCaseContext } from '../core/context';
import { departmentFilter } from './department-filter';
import { okGenericEnvelope } from './envelopes';
import type { SearchOpcodesRequest } from './opcode.schemas';
import { searchOpcodeRows } from './opcode-records';
import { toOpcodeDto } from './opcode-wire';

/**
 * The dealer's opcodes (all departments, or the one named) matching the search term and the
 * visibility filters, one page at a time (wire-facts §5: resultSize ≤ 50, startPosition offset).
 */
export async function searchOpcodes(ctx: UseCaseContext, input: { body: SearchOpcodesRequest }) {
  const { dealerUuid } = tenantOf(ctx);
  const body = input.body;
  const departmentUuid = await departmentFilter(ctx, dealerUuid, body.dealerDepartmentUuid);
  const rows = await searchOpcodeRows(ctx.db, { dealerUuid, departmentUuid, body });
  const startPosition = body.startPosition ?? 0;

  return {
    ...okGenericEnvelope(ctx.requestId),
    totalCount: rows[0]?.totalCount ?? (startPosition > 0 ? await countOnly() : 0),
    startPosition,
    operations: rows.map((r) => toOpcodeDto(r.opcode)),
  };

  // A page past the end has no rows to carry the window count.
  async function countOnly(): Promise<number> {
    const again = await searchOpcodes(ctx, { body: { ...body, startPosition: 0, resultSize: 1 } });
    return again.totalCount;
  }
}
