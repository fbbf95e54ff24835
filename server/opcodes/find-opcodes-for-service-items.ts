import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Opcode, opcodes, serviceMenus } from '../db/schema';
import { loadMenuItems, type MenuWithItems } from './menu-records';

export type { MenuWithItems } from './menu-records';

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

/**
 * The department's menus (dealer or factory) named by service items' menuUuid, each with its lines
 * in order and the department opcode each line books (null for factory lines without one).
 */
export async function findMenuItems(
  tx: Tx,
  options: { departmentUuid: string; menuUuids: readonly string[] },
): Promise<MenuWithItems[]> {
  const uuids = [...new Set(options.menuUuids.filter(Boolean))];
  if (uuids.length === 0) return [];
  const menus = await tx
    .select()
    .from(serviceMenus)
    .where(and(eq(serviceMenus.departmentUuid, options.departmentUuid), inArray(serviceMenus.uuid, uuids)));
  return loadMenuItems(tx, menus);
}
