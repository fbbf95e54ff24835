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

/** A department's name as the public address may carry it: "Body Shop" is `body-shop`. */
export const departmentSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The department among `online` a page's `department` names: by uuid, else by its name's slug. */
export function departmentByRef(online: OnlineDepartment[], ref: string): OnlineDepartment | undefined {
  const wanted = ref.trim().toLowerCase();
  return (
    online.find((d) => d.uuid.toLowerCase() === wanted) ??
    online.find((d) => departmentSlug(d.name) === wanted)
  );
}

/**
 * The department a call names: the partner's by uuid (on or off, refused below when off); on the
 * public page, one with online scheduling on named by uuid or by its name's slug, else the first
 * (by name) with online scheduling on.
 */
function pickDepartment(
  departments: OnlineDepartment[],
  input: { departmentUuid?: string; departmentRef?: string | null },
): OnlineDepartment | undefined {
  if (input.departmentUuid) return departments.find((d) => d.uuid === input.departmentUuid);
  const online = departments.filter((d) => d.settings?.enabled);
  return input.departmentRef?.trim() ? departmentByRef(online, input.departmentRef) : online[0];
}

/**
 * The department a public address or a partner's call books with: named by the partner, or by the
 * page's `department` (uuid or slug), else the dealer's first department (by name) with online
 * scheduling on. Refused when it is off or the named department takes no online bookings.
 */
export async function resolveOnlineDepartment(
  tx: Tx,
  input: { dealerRef: string; departmentUuid?: string; departmentRef?: string | null },
): Promise<OnlineScope> {
  const dealer = await findOnlineDealer(tx, input.dealerRef);
  if (!dealer) throw notEnabled();
  const departments = await findOnlineDepartments(tx, dealer.uuid);
  const department = pickDepartment(departments, input);
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
