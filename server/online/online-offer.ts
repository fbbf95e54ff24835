import type { Tx } from '../db/client';
import type { OnlineOffer } from './online.schemas';
import { findOnlineServices } from './online-settings-records';
import type { OnlineScope } from './resolve-online-department';

/** What the department offers online: services (menus, then operations), transport, pickable advisors. */
export async function onlineOffer(tx: Tx, scope: OnlineScope): Promise<OnlineOffer> {
  const services = await findOnlineServices(tx, scope.department.uuid);
  return {
    departmentUuid: scope.department.uuid,
    dealerName: scope.dealer.name,
    timeZone: scope.dealer.timeZone,
    daysAhead: scope.settings.daysAhead,
    minNoticeMinutes: scope.settings.minNoticeMinutes,
    services,
    transportOptions: scope.options.map((o) => ({ uuid: o.uuid, name: o.name, optionName: o.optionName })),
    advisors: scope.settings.advisorChoice ? scope.advisors : [],
  };
}
