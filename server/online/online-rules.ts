import type { OnlineSchedulingSettings } from '../db/schema';
import type { DepartmentOption } from './online-settings-records';

/** A department's online settings with the defaults of one never saved. */
export type EffectiveOnlineSettings = {
  enabled: boolean;
  daysAhead: number;
  minNoticeMinutes: number;
  transportOptionUuids: string[] | null;
  advisorChoice: boolean;
  bookableAdvisorUuids: string[] | null;
  welcomeText: string | null;
  termsText: string | null;
};

export const defaultOnlineSettings: EffectiveOnlineSettings = {
  enabled: false,
  daysAhead: 14,
  minNoticeMinutes: 120,
  transportOptionUuids: null,
  advisorChoice: false,
  bookableAdvisorUuids: null,
  welcomeText: null,
  termsText: null,
};

export function effectiveSettings(row: OnlineSchedulingSettings | null): EffectiveOnlineSettings {
  if (!row) return defaultOnlineSettings;
  return {
    enabled: row.enabled,
    daysAhead: row.daysAhead,
    minNoticeMinutes: row.minNoticeMinutes,
    transportOptionUuids: row.transportOptionUuids,
    advisorChoice: row.advisorChoice,
    bookableAdvisorUuids: row.bookableAdvisorUuids,
    welcomeText: row.welcomeText,
    termsText: row.termsText,
  };
}

/** The options offered online: those named in the settings, else every option shown online. */
export function offeredOptions(
  settings: EffectiveOnlineSettings,
  options: DepartmentOption[],
): DepartmentOption[] {
  const named = settings.transportOptionUuids;
  return named ? options.filter((o) => named.includes(o.uuid)) : options.filter((o) => o.showOnline);
}

/** The advisors an online booking may get: those bookable online, else all of them. */
export function bookableAdvisors<T extends { uuid: string }>(
  settings: EffectiveOnlineSettings,
  advisors: T[],
): T[] {
  const named = settings.bookableAdvisorUuids;
  return named ? advisors.filter((a) => named.includes(a.uuid)) : advisors;
}

/** A drop-off option: the customer leaves the car instead of waiting. */
export const isDropOff = (option: { optionName: string }) => /drop/i.test(option.optionName);

/** Sum of priced services, in currency units with two decimals. */
export function estimateOf(prices: (string | null)[]): string {
  const cents = prices.reduce((sum, p) => sum + (p ? Math.round(Number(p) * 100) : 0), 0);
  return (cents / 100).toFixed(2);
}
