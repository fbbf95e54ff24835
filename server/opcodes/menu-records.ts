import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  departments,
  type Opcode,
  opcodes,
  type ServiceMenu,
  type ServiceMenuItem,
  type ServiceMenuType,
  serviceMenuItems,
  serviceMenus,
} from '../db/schema';
import type { MenuDto } from './opcode.schemas';

export type MenuWithItems = {
  menu: ServiceMenu;
  items: Array<{ item: ServiceMenuItem; opcode: Opcode | null }>;
};

/** Items of the given menus in menu order, each with the department opcode it books (if any). */
export async function loadMenuItems(tx: Tx, menus: ServiceMenu[]): Promise<MenuWithItems[]> {
  if (menus.length === 0) return [];
  const rows = await tx
    .select({ item: serviceMenuItems, opcode: opcodes })
    .from(serviceMenuItems)
    .leftJoin(opcodes, eq(opcodes.uuid, serviceMenuItems.opcodeUuid))
    .where(
      inArray(
        serviceMenuItems.menuUuid,
        menus.map((m) => m.uuid),
      ),
    )
    .orderBy(asc(serviceMenuItems.sortOrder), asc(serviceMenuItems.uuid));
  return menus.map((menu) => ({
    menu,
    // An opcode of another department never completes a menu line, whatever the row says.
    items: rows
      .filter((r) => r.item.menuUuid === menu.uuid)
      .map((r) => ({
        item: r.item,
        opcode: r.opcode && r.opcode.departmentUuid === menu.departmentUuid ? r.opcode : null,
      })),
  }));
}

export type MenuSearch = {
  dealerUuid: string;
  departmentUuid: string | null;
  menuType: ServiceMenuType;
  searchTerm?: string | null;
  onlineSchedulerVisibility?: boolean | null;
  dealerAppSchedulerVisibility?: boolean | null;
  isValid?: boolean | null;
  currentMileage?: number | null;
  resultSize: number;
  startPosition: number;
};

export async function searchMenuRows(tx: Tx, search: MenuSearch) {
  const term = search.searchTerm?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const flag = (column: AnyPgColumn, value: boolean | null | undefined) =>
    value === undefined || value === null ? undefined : eq(column, value);
  const rows = await tx
    .select({ menu: serviceMenus, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(serviceMenus)
    .innerJoin(departments, eq(departments.uuid, serviceMenus.departmentUuid))
    .where(
      and(
        eq(departments.dealerUuid, search.dealerUuid),
        search.departmentUuid ? eq(serviceMenus.departmentUuid, search.departmentUuid) : undefined,
        eq(serviceMenus.menuType, search.menuType),
        pattern ? or(ilike(serviceMenus.menuCode, pattern), ilike(serviceMenus.name, pattern)) : undefined,
        flag(serviceMenus.inOnlineScheduler, search.onlineSchedulerVisibility),
        flag(serviceMenus.inDealerAppScheduler, search.dealerAppSchedulerVisibility),
        flag(serviceMenus.isValid, search.isValid),
        search.currentMileage != null ? gte(serviceMenus.mileage, search.currentMileage) : undefined,
      ),
    )
    .orderBy(
      asc(serviceMenus.mileage),
      sql`${asc(serviceMenus.sortOrder)} nulls last`,
      asc(sql`lower(${serviceMenus.name})`),
      asc(serviceMenus.uuid),
    )
    .limit(search.resultSize)
    .offset(search.startPosition);
  return { menus: rows.map((r) => r.menu), totalCount: rows[0]?.totalCount ?? null };
}

export function toMenuDto({ menu, items }: MenuWithItems): MenuDto {
  return {
    menuUuid: menu.uuid,
    dealerDepartmentUuid: menu.departmentUuid,
    operationType: menu.menuType,
    menuCode: menu.menuCode,
    name: menu.name,
    description: menu.description,
    mileage: menu.mileage,
    totalPrice: menu.totalPrice,
    durationInMins: menu.durationMinutes,
    inOnlineScheduler: menu.inOnlineScheduler,
    inDealerAppScheduler: menu.inDealerAppScheduler,
    isValid: menu.isValid,
    items: items.map(({ item, opcode }) => ({
      uuid: item.uuid,
      operationType: item.itemType,
      operationUuid: opcode?.uuid ?? null,
      laborOpCode: item.laborOpCode,
      name: item.name,
      description: item.description,
      price: item.price,
      durationInMins: item.durationMinutes,
      sortOrder: item.sortOrder,
    })),
  };
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
