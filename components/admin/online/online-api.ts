import type { z } from 'zod';
import { requestJson } from '@/components/request-json';
import type * as s from '@/server/online/online.schemas';

export type DealerOnlineSettings = z.output<typeof s.dealerOnlineSettings>;
export type DepartmentOnlineSettings = z.output<typeof s.departmentOnlineSettings>;
export type OnlineSettingsInput = z.input<typeof s.onlineSettingsBody>;

const base = '/api/online/admin/v1';
const enc = encodeURIComponent;

/** The online scheduling administration, with the signed-in session's cookie. */
export const onlineAdminApi = {
  settings: (dealerUuid: string) =>
    requestJson<DealerOnlineSettings>('GET', `${base}/dealers/${enc(dealerUuid)}`),
  update: (departmentUuid: string, body: OnlineSettingsInput) =>
    requestJson<OnlineSettingsInput>('PUT', `${base}/departments/${enc(departmentUuid)}`, body),
  setShortName: (dealerUuid: string, shortName: string | null) =>
    requestJson<{ shortName: string | null }>('PUT', `${base}/dealers/${enc(dealerUuid)}/short-name`, {
      shortName,
    }),
};

export const onlineKeys = { settings: (dealerUuid: string) => ['admin', 'online', dealerUuid] as const };
