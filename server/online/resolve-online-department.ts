import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import {
  bookableAdvisors,
  type EffectiveOnlineSettings,
  effectiveSettings,
  offeredOptions,
} from './online-rules';
import {
  type DepartmentOption,
  findDepartmentAdvisors,
  findDepartmentOptions,
  findOnlineDealer,
  findOnlineDepartments,
  type OnlineDealer,
  type OnlineDepartment,
} from './online-settings-records';

/** A department taking online bookings, with what it offers. */
export type OnlineScope = {
  dealer: OnlineDealer;
  department: OnlineDepartment;
  settings: EffectiveOnlineSettings;
  options: DepartmentOption[];
  /** Advisors bookable online, with names. */
  advisors: { uuid: string; name: string }[];
  /** Every valid advisor of the department (to tell whether the bookable ones are all of them). */
  allAdvisorUuids: string[];
};

const notEnabled = () =>
  new DomainError('ONLINE_SCHEDULING_NOT_ENABLED', 'This dealership does not take bookings online');

/**
 * The department a public address or a partner's call books with: named by the partner, else the
 * dealer's first department (by name) with online scheduling on. Refused when it is off.
 */
export async function resolveOnlineDepartment(
  tx: Tx,
  input: { dealerRef: string; departmentUuid?: string },
): Promise<OnlineScope> {
  const dealer = await findOnlineDealer(tx, input.dealerRef);
  if (!dealer) throw notEnabled();
  const departments = await findOnlineDepartments(tx, dealer.uuid);
  const department = input.departmentUuid
    ? departments.find((d) => d.uuid === input.departmentUuid)
    : departments.find((d) => d.settings?.enabled);
  const settings = effectiveSettings(department?.settings ?? null);
  if (!department || !settings.enabled) throw notEnabled();
  const [options, advisors] = await Promise.all([
    findDepartmentOptions(tx, department.uuid),
    findDepartmentAdvisors(tx, department.uuid),
  ]);
  return {
    dealer,
    department,
    settings,
    options: offeredOptions(settings, options),
    advisors: bookableAdvisors(settings, advisors),
    allAdvisorUuids: advisors.map((a) => a.uuid),
  };
}
