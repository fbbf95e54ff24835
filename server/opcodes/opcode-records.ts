import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  dealerAssociates,
  departments,
  type Opcode,
  type OpcodeFieldChanges,
  type OpcodeHistoryEvent,
  opcodeHistory,
  opcodes,
} from '../db/schema';
import { newUuid } from '../ids';
import { maxResultSize, type OpcodeSortKey, type SearchOpcodesRequest } from './opcode.schemas';

/** Data functions of the opcode catalog. Every query names the department or dealer it reads. */

export async function getOpcodeRow(
  tx: Tx,
  options: { departmentUuid: string; uuid: string; forUpdate?: boolean },
): Promise<Opcode | null> {
  const query = tx
    .select()
    .from(opcodes)
    .where(and(eq(opcodes.departmentUuid, options.departmentUuid), eq(opcodes.uuid, options.uuid)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The department's opcode with this labor code (case-insensitive), other than `exceptUuid`. */
export async function getOpcodeRowByLaborCode(
  tx: Tx,
  options: { departmentUuid: string; laborOpCode: string; exceptUuid?: string; forUpdate?: boolean },
): Promise<Opcode | null> {
  const query = tx
    .select()
    .from(opcodes)
    .where(
      and(
        eq(opcodes.departmentUuid, options.departmentUuid),
        eq(sql`lower(${opcodes.laborOpCode})`, options.laborOpCode.toLowerCase()),
        options.exceptUuid ? ne(opcodes.uuid, options.exceptUuid) : undefined,
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** An opcode of any department of the dealer. */
export async function getDealerOpcodeRow(
  tx: Tx,
  options: { dealerUuid: string; uuid: string },
): Promise<Opcode | null> {
  const [row] = await tx
    .select({ opcode: opcodes })
    .from(opcodes)
    .innerJoin(departments, eq(departments.uuid, opcodes.departmentUuid))
    .where(and(eq(departments.dealerUuid, options.dealerUuid), eq(opcodes.uuid, options.uuid)))
    .limit(1);
  return row?.opcode ?? null;
}

export async function isDealerAssociateOfDealer(
  tx: Tx,
  options: { dealerUuid: string; dealerAssociateUuid: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(
      and(
        eq(departments.dealerUuid, options.dealerUuid),
        eq(dealerAssociates.uuid, options.dealerAssociateUuid),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The department if it belongs to the dealer. */
export async function getDealerDepartment(
  tx: Tx,
  options: { dealerUuid: string; departmentUuid: string },
): Promise<{ uuid: string } | null> {
  const [row] = await tx
    .select({ uuid: departments.uuid })
    .from(departments)
    .where(and(eq(departments.dealerUuid, options.dealerUuid), eq(departments.uuid, options.departmentUuid)))
    .limit(1);
  return row ?? null;
}

export type HistoryActor = {
  kind: string;
  id: string;
  requestId: string;
  dealerAssociateUuid: string | null;
};

export async function recordOpcodeHistory(
  tx: Tx,
  entries: Array<{
    opcodeUuid: string;
    departmentUuid: string;
    event: OpcodeHistoryEvent;
    changes: OpcodeFieldChanges;
  }>,
  actor: HistoryActor,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(opcodeHistory).values(
    entries.map((e) => ({
      uuid: newUuid(),
      ...e,
      eventDealerAssociateUuid: actor.dealerAssociateUuid,
      actorKind: actor.kind,
      actorId: actor.id,
      requestId: actor.requestId,
    })),
  );
}

export async function findOpcodeHistory(tx: Tx, options: { opcodeUuid: string; departmentUuid: string }) {
  return tx
    .select()
    .from(opcodeHistory)
    .where(
      and(
        eq(opcodeHistory.opcodeUuid, options.opcodeUuid),
        eq(opcodeHistory.departmentUuid, options.departmentUuid),
      ),
    )
    .orderBy(desc(opcodeHistory.occurredAt), desc(opcodeHistory.createdAt))
    .limit(100);
}

export async function findDealerDepartmentUuids(tx: Tx, dealerUuid: string): Promise<string[]> {
  const rows = await tx
    .select({ uuid: departments.uuid })
    .from(departments)
    .where(eq(departments.dealerUuid, dealerUuid));
  return rows.map((d) => d.uuid);
}

/** The departments' opcodes by department and labor code, locked for update when asked. */
export async function findDepartmentsOpcodes(
  tx: Tx,
  options: { departmentUuids: string[]; forUpdate: boolean },
): Promise<Opcode[]> {
  const query = tx
    .select()
    .from(opcodes)
    .where(inArray(opcodes.departmentUuid, options.departmentUuids))
    .orderBy(asc(opcodes.departmentUuid), asc(sql`lower(${opcodes.laborOpCode})`), asc(opcodes.uuid));
  return options.forUpdate ? await query.for('update') : await query;
}

export async function setCommunicationCode(
  tx: Tx,
  change: { opcodeUuid: string; departmentUuid: string; communicationCode: string },
): Promise<void> {
  await tx
    .update(opcodes)
    .set({ communicationCode: change.communicationCode })
    .where(and(eq(opcodes.uuid, change.opcodeUuid), eq(opcodes.departmentUuid, change.departmentUuid)));
}

/**
 * The department's stored opcodes that service items name, by operationUuid or by labor code
 * (title / laborOpCode, case-insensitive), so a booking can fill in the stored details (spec:
 * "Sending only operationUuid or title makes the service fill in the stored details"). Retired
 * opcodes (isValid false) are returned too; the caller decides whether to book them.
 */
export async function findOpcodesForServiceItems(
  tx: Tx,
  options: { departmentUuid: string; operationUuids?: readonly string[]; laborOpCodes?: readonly string[] },
): Promise<Opcode[]> {
  const uuids = [...new Set((options.operationUuids ?? []).filter(Boolean))];
  const codes = [...new Set((options.laborOpCodes ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (uuids.length === 0 && codes.length === 0) return [];
  return tx
    .select()
    .from(opcodes)
    .where(
      and(
        eq(opcodes.departmentUuid, options.departmentUuid),
        or(
          uuids.length > 0 ? inArray(opcodes.uuid, uuids) : undefined,
          codes.length > 0 ? inArray(sql`lower(${opcodes.laborOpCode})`, codes) : undefined,
        ),
      ),
    );
}

export async function insertOpcode(tx: Tx, row: typeof opcodes.$inferInsert): Promise<Opcode | undefined> {
  const [created] = await tx.insert(opcodes).values(row).returning();
  return created;
}

/** The department's opcode with these columns written, or undefined when it holds no such opcode. */
export async function updateOpcodeColumns(
  tx: Tx,
  options: { departmentUuid: string; opcodeUuid: string; columns: Partial<typeof opcodes.$inferInsert> },
): Promise<Opcode | undefined> {
  const [updated] = await tx
    .update(opcodes)
    .set(options.columns)
    .where(and(eq(opcodes.uuid, options.opcodeUuid), eq(opcodes.departmentUuid, options.departmentUuid)))
    .returning();
  return updated;
}

const sortColumns: Record<OpcodeSortKey, SQL | AnyPgColumn> = {
  laborOpCode: sql`lower(${opcodes.laborOpCode})`,
  opCodeName: sql`lower(coalesce(${opcodes.opCodeName}, ''))`,
  opCodeDurationInMinutes: opcodes.durationMinutes,
  totalPrice: opcodes.totalPrice,
  sortOrder: opcodes.sortOrder,
  updatedAt: opcodes.updatedAt,
};

/** LIKE treats % and _ as wildcards: a search for "50%" means the characters. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** No mileage ranges (every vehicle), or one range containing the mileage (toMileage null: no top). */
const appliesAtMileage = (mileage: number) =>
  sql`(jsonb_array_length(${opcodes.vehicleMileageConfigList}) = 0 or exists (
    select 1 from jsonb_array_elements(${opcodes.vehicleMileageConfigList}) as range
    where (range->>'fromMileage')::int <= ${mileage}
      and (range->>'toMileage' is null or (range->>'toMileage')::int >= ${mileage})))`;

/**
 * One page of the dealer's opcodes (all departments, or the one named) matching the search's term,
 * labor codes and visibility filters, sorted as asked, each with the number of all that match.
 */
export async function searchOpcodeRows(
  tx: Tx,
  search: { dealerUuid: string; departmentUuid: string | null; body: SearchOpcodesRequest },
) {
  const { dealerUuid, departmentUuid, body } = search;
  const term = body.searchTerm?.trim();
  const codes = (body.laborOpCodes ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean);
  const flag = (column: AnyPgColumn, value: boolean | null | undefined) =>
    value === undefined || value === null ? undefined : eq(column, value);
  const resultSize = body.resultSize ?? maxResultSize;
  const startPosition = body.startPosition ?? 0;
  const direction = body.sortAscending === false ? desc : asc;
  const sortBy = body.sortBy ?? 'sortOrder';

  return tx
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
}
