import type { DepartmentOnlineSettings, OnlineSettingsInput } from './online-api';

const whole = (form: FormData, name: string, fallback: number) => {
  const n = Number(form.get(name));
  return Number.isInteger(n) ? n : fallback;
};
const checked = (form: FormData, name: string) => form.get(name) === 'on';
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/** A list of checked uuids, or null when every one is checked (then new ones are included too). */
function chosen(form: FormData, name: string, all: { uuid: string }[]): string[] | null {
  const picked = form.getAll(name).filter((v): v is string => typeof v === 'string');
  return picked.length === all.length ? null : picked;
}

/** The settings request of the department form. */
export function settingsOf(form: FormData, department: DepartmentOnlineSettings): OnlineSettingsInput {
  return {
    enabled: checked(form, 'enabled'),
    daysAhead: whole(form, 'daysAhead', department.daysAhead),
    minNoticeMinutes: whole(form, 'minNoticeHours', department.minNoticeMinutes / 60) * 60,
    transportOptionUuids: chosen(form, 'transportOptionUuids', department.transportOptions),
    advisorChoice: checked(form, 'advisorChoice'),
    bookableAdvisorUuids: chosen(form, 'bookableAdvisorUuids', department.advisors),
    welcomeText: text(form, 'welcomeText'),
    termsText: text(form, 'termsText'),
  };
}

/** Whether an option is offered: named in the settings, or (none named) every option. */
export const isOffered = (list: string[] | null, uuid: string) => list === null || list.includes(uuid);
