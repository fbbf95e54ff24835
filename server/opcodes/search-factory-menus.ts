import type { UseCaseContext } from '../core/context';
import type { SearchMenusRequest } from './opcode.schemas';
import { findMenusPage } from './search-menus';

/**
 * Factory maintenance menus (operationType SERVICEMOTORSMAINTENANCEMENU), ordered by the mileage
 * they are due at; with currentMileage the first is the next service due.
 */
export async function searchFactoryMenus(ctx: UseCaseContext, input: { body: SearchMenusRequest }) {
  return findMenusPage(ctx, input.body, 'SERVICEMOTORSMAINTENANCEMENU');
}
