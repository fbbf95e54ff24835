import { DomainError } from '../core/errors';
import { allInOrderNamed } from '../db/all-in-order';
import type { Tx } from '../db/client';
import { findMenuItems, type MenuWithItems } from '../opcodes/menu-records';
import { priceableMenu, priceService } from '../opcodes/price-service';
import { type DepartmentService, selectDepartmentServices } from './department-opcode-records';
import type { EngineDepartment } from './engine/types';

export type Selection = {
  /** Selected advisors (dealer-associate uuids); null = any. */
  advisorUuids: string[] | null;
  /** Selected teams; empty = any. */
  teamUuids: string[];
  /** Selected transport options; empty = any. */
  transportOptionUuids: string[];
  opcodeUuids: string[];
  /** Sum of the requested opcodes' durations and the requested menus' quoted times. */
  laborMinutes: number;
};

type Service = DepartmentService;

/**
 * The department once loaded, and the services and menus asked for (none asked: none read), in
 * one round trip.
 */
async function departmentWithServices(
  tx: Tx,
  loading: EngineDepartment | Promise<EngineDepartment>,
  input: { departmentUuid: string; operationUuids: string[]; laborOpCodes: string[]; menuUuids: string[] },
): Promise<{ department: EngineDepartment; services: Service[]; menus: MenuWithItems[] }> {
  const { operationUuids, laborOpCodes, departmentUuid } = input;
  return allInOrderNamed({
    department: () => loading,
    services: () =>
      operationUuids.length > 0 || laborOpCodes.length > 0
        ? selectDepartmentServices(tx, { departmentUuid, operationUuids, laborOpCodes })
        : [],
    menus: () => findMenuItems(tx, { departmentUuid, menuUuids: input.menuUuids }),
  });
}

/**
 * What the asked services and menus book: their opcodes (a menu's through its lines) and their
 * minutes (a menu's as quoted, see priceService), the length the visit will have.
 */
function demandOf(
  services: Service[],
  menus: MenuWithItems[],
): Pick<Selection, 'opcodeUuids' | 'laborMinutes'> {
  const menuOpcodes = menus.flatMap((m) => m.items.flatMap(({ opcode }) => (opcode ? [opcode.uuid] : [])));
  const menuMinutes = menus.map((m) => priceService(priceableMenu(m.menu, m.items)).minutes ?? 0);
  return {
    opcodeUuids: [...new Set([...services.map((s) => s.uuid), ...menuOpcodes])],
    laborMinutes: [...services.map((s) => s.duration_minutes ?? 0), ...menuMinutes].reduce(
      (a, n) => a + n,
      0,
    ),
  };
}

const missing = (asked: string[], known: Set<string>) => asked.filter((id) => !known.has(id));

/**
 * Checks the advisors, teams and transport options a request selects against the department
 * (SELECTED_* when one is unknown) and turns the requested services into opcode uuids and labor
 * minutes. Opcode uuids win over labor op codes, as on the wire.
 */
export async function resolveSelection(
  tx: Tx,
  /** May still be loading: the services are looked up meanwhile, in the same round trip. */
  loading: EngineDepartment | Promise<EngineDepartment>,
  input: {
    departmentUuid: string;
    advisorUuids?: string[] | null;
    teamUuids?: string[] | null;
    transportOptionUuids?: string[] | null;
    operationUuids?: string[] | null;
    laborOpCodes?: string[] | null;
    menuUuids?: string[] | null;
  },
): Promise<Selection> {
  const operationUuids = [...new Set(input.operationUuids ?? [])];
  const laborOpCodes = operationUuids.length > 0 ? [] : [...new Set(input.laborOpCodes ?? [])];
  const menuUuids = [...new Set(input.menuUuids ?? [])];
  const { department, services, menus } = await departmentWithServices(tx, loading, {
    departmentUuid: input.departmentUuid,
    operationUuids,
    laborOpCodes,
    menuUuids,
  });
  const advisorUuids = [...new Set(input.advisorUuids ?? [])];
  const teamUuids = [...new Set(input.teamUuids ?? [])];
  const optionUuids = [...new Set(input.transportOptionUuids ?? [])];
  const unknownAdvisors = missing(advisorUuids, new Set(department.advisors.map((a) => a.uuid)));
  if (unknownAdvisors.length > 0) {
    throw new DomainError(
      'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
      `No service advisor ${unknownAdvisors.join(', ')} in this department`,
    );
  }
  const unknownOptions = missing(optionUuids, new Set(department.transportOptions.map((o) => o.uuid)));
  if (unknownOptions.length > 0) {
    throw new DomainError(
      'SELECTED_TRANSPORT_OPTIONS_NOT_FOUND',
      `No transport option ${unknownOptions.join(', ')} in this department`,
    );
  }
  const unknownTeams = missing(teamUuids, new Set(department.teams.map((t) => t.uuid)));
  if (unknownTeams.length > 0) {
    throw new DomainError(
      'SELECTED_ENTITIES_NOT_FOUND',
      `No team ${unknownTeams.join(', ')} in this department`,
    );
  }

  const unknownServices =
    operationUuids.length > 0
      ? missing(operationUuids, new Set(services.map((s) => s.uuid)))
      : missing(laborOpCodes, new Set(services.map((s) => s.labor_op_code)));
  if (unknownServices.length > 0) {
    throw new DomainError(
      'SELECTED_ENTITIES_NOT_FOUND',
      `No opcode ${unknownServices.join(', ')} in this department`,
    );
  }
  const unknownMenus = missing(menuUuids, new Set(menus.map((m) => m.menu.uuid)));
  if (unknownMenus.length > 0) {
    throw new DomainError(
      'SELECTED_ENTITIES_NOT_FOUND',
      `No menu ${unknownMenus.join(', ')} in this department`,
    );
  }
  return {
    advisorUuids: advisorUuids.length > 0 ? advisorUuids : null,
    teamUuids,
    transportOptionUuids: optionUuids,
    ...demandOf(services, menus),
  };
}
