import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenantOf, type UseCaseContext } from '../core/context';
import { departments, opcodes } from '../db/schema';
import { departmentFilter } from './department-filter';
import { okGenericEnvelope } from './envelopes';
import { maxResultSize, type OpcodeSortKey, type SearchOpcodesRequest } from './opcode.schemas';
import { toOpcodeDto } from './opcode-wire';

const sortColumns: Record<OpcodeSortKey, SQL | AnyPgColumn> = {
  laborOpCode: sql`lower(${opcodes.laborOpCode})`,
  opCodeName: sql`lower(coalesce(${opcodes.opCodeName}, ''))`,
  opCodeDurationInMinutes: opcodes.durationMinutes,
  totalPrice: opcodes.totalPrice,
  sortOrder: opcodes.sortOrder,
  updatedAt: opcodes.updatedAt,
};

/** LIKE treats % and _ as wildcards: a search for "50%" means the characters. */
export const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** No mileage ranges (every vehicle), or one range containing the mileage (toMileage null: no top). */
const appliesAtMileage = (mileage: number) =>
  sql`(jsonb_array_length(${opcodes.vehicleMileageConfigList}) = 0 or exists (
    select 1 from jsonb_array_elements(${opcodes.vehicleMileageConfigList}) as range
    where (range->>'fromMileage')::int <= ${mileage}
      and (range->>'toMileage' is null or (range->>'toMileage')::int >= ${mileage})))`;

/**
 * The dealer's opcodes (all departments, or the one named) matching the search term and the
 * visibility filters, one page at a time (wire-facts §5: resultSize ≤ 50, startPosition offset).
 */
export async function searchOpcodes(ctx: UseCaseContext, input: { body: SearchOpcodesRequest }) {
  const { dealerUuid } = tenantOf(ctx);
  const body = input.body;
  const departmentUuid = await departmentFilter(ctx, dealerUuid, body.dealerDepartmentUuid);
  const term = body.searchTerm?.trim();
  const codes = (body.laborOpCodes ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean);
  const flag = (column: AnyPgColumn, value: boolean | null | undefined) =>
    value === undefined || value === null ? undefined : eq(column, value);
  const resultSize = body.resultSize ?? maxResultSize;
  const startPosition = body.startPosition ?? 0;
  const direction = body.sortAscending === false ? desc : asc;
  const sortBy = body.sortBy ?? 'sortOrder';

  const rows = await ctx.db
    .select({ opcode: opcodes, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(opcodes)
    .innerJoin(departments, eq(departments.uuid, opcodes.departmentUuid))
    .where(
      and(
        eq(departments.dealerUuid, dealerUuid),
        departmentUuid ? eq(opcodes.departmentUuid, departmentUuid) : undefined,
        term
          ? or(
              ilike(opcodes.laborOpCode, containing(term)),
              ilike(opcodes.opCodeName, containing(term)),
              ilike(opcodes.communicationCode, containing(term)),
            )
          : undefined,
        codes.length > 0 ? inArray(sql`lower(${opcodes.laborOpCode})`, codes) : undefined,
        flag(opcodes.inOnlineScheduler, body.onlineSchedulerVisibility),
        flag(opcodes.inMobileService, body.mobileServiceVisibility),
        flag(opcodes.inServiceCart, body.serviceCartVisibility),
        flag(opcodes.inDealerAppScheduler, body.dealerAppSchedulerVisibility),
        flag(opcodes.isValid, body.isValid),
        body.vehicleMileage != null ? appliesAtMileage(body.vehicleMileage) : undefined,
      ),
    )
    .orderBy(
      sql`${direction(sortColumns[sortBy])} nulls last`,
      asc(sql`lower(${opcodes.laborOpCode})`),
      asc(opcodes.uuid),
    )
    .limit(resultSize)
    .offset(startPosition);

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
