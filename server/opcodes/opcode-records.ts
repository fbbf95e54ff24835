import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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
