import { tenantOf, type UseCaseContext } from '../core/context';
import type { ServiceMenuType } from '../db/schema';
import { departmentFilter } from './department-filter';
import { okGenericEnvelope } from './envelopes';
import { loadMenuItems, searchMenuRows, toMenuDto } from './menu-records';
import { maxResultSize, type SearchMenusRequest } from './opcode.schemas';

/** Dealer service menus (operationType SERVICEMENU) with their opcodes, one page at a time. */
export async function searchMenus(ctx: UseCaseContext, input: { body: SearchMenusRequest }) {
  return findMenusPage(ctx, { ...input.body, currentMileage: null }, 'SERVICEMENU');
}

/** Shared by the dealer-menu and factory-menu reads, which differ in menu type and scope. */
export async function findMenusPage(
  ctx: UseCaseContext,
  body: SearchMenusRequest,
  menuType: ServiceMenuType,
) {
  const { dealerUuid } = tenantOf(ctx);
  const departmentUuid = await departmentFilter(ctx, dealerUuid, body.dealerDepartmentUuid);
  const startPosition = body.startPosition ?? 0;
  const search = {
    ...body,
    dealerUuid,
    departmentUuid,
    menuType,
    resultSize: body.resultSize ?? maxResultSize,
    startPosition,
  };
  const page = await searchMenuRows(ctx.db, search);
  const totalCount =
    page.totalCount ??
    (startPosition > 0
      ? ((await searchMenuRows(ctx.db, { ...search, startPosition: 0, resultSize: 1 })).totalCount ?? 0)
      : 0);
  const menus = await loadMenuItems(ctx.db, page.menus);
  return { ...okGenericEnvelope(ctx.requestId), totalCount, startPosition, menus: menus.map(toMenuDto) };
}
