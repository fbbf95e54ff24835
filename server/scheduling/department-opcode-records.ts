import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import { opcodes } from '../db/schema';

/** A service a request names, as availability needs it. */
export type DepartmentService = { uuid: string; labor_op_code: string; duration_minutes: number | null };

// Asked for on every availability request that names services.
const servicesOfDepartment = preparedSql<
  { departmentUuid: string; operationUuids: string[]; laborOpCodes: string[] },
  DepartmentService
>(
  'services-of-department',
  (v) => sql`
    select uuid, labor_op_code, duration_minutes from opcodes
    where department_uuid = ${v.departmentUuid}
      and (uuid = any(${v.operationUuids}::text[]) or labor_op_code = any(${v.laborOpCodes}::text[]))`,
);

/** The department's opcodes named by uuid or by labor op code. */
export function selectDepartmentServices(
  tx: Tx,
  input: { departmentUuid: string; operationUuids: string[]; laborOpCodes: string[] },
): Promise<DepartmentService[]> {
  return servicesOfDepartment(tx, input);
}

/** The lead time and daily limits of each of the department's opcodes, by labor op code. */
export function selectOpcodeLimits(tx: Tx, departmentUuid: string) {
  return tx
    .select({
      opcodeUuid: opcodes.uuid,
      laborOpCode: opcodes.laborOpCode,
      opCodeName: opcodes.opCodeName,
      durationMinutes: opcodes.durationMinutes,
      leadTimeMinutes: opcodes.leadTimeMinutes,
      dailyLimitConfigList: opcodes.dailyLimitConfigList,
    })
    .from(opcodes)
    .where(eq(opcodes.departmentUuid, departmentUuid))
    .orderBy(asc(opcodes.laborOpCode));
}

/** Which of `opcodeUuids` are the department's. */
export async function selectDepartmentOpcodeUuids(
  tx: Tx,
  input: { departmentUuid: string; opcodeUuids: string[] },
): Promise<Set<string>> {
  const found = await tx
    .select({ uuid: opcodes.uuid })
    .from(opcodes)
    .where(and(eq(opcodes.departmentUuid, input.departmentUuid), inArray(opcodes.uuid, input.opcodeUuids)));
  return new Set(found.map((o) => o.uuid));
}

/** Sets the lead time and daily limits of one of the department's opcodes. */
export async function updateOpcodeLimits(
  tx: Tx,
  input: {
    departmentUuid: string;
    opcodeUuid: string;
    leadTimeMinutes: number | null;
    dailyLimits: { dayOfWeek: number; limit: number }[];
  },
): Promise<void> {
  await tx
    .update(opcodes)
    .set({ leadTimeMinutes: input.leadTimeMinutes, dailyLimitConfigList: input.dailyLimits })
    .where(and(eq(opcodes.uuid, input.opcodeUuid), eq(opcodes.departmentUuid, input.departmentUuid)));
}
