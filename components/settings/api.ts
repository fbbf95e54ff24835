import { ApiError, requestJson } from '@/components/request-json';
import type { SaveSchedulingSettings, SchedulingSettings } from '@/server/scheduling/settings.schemas';

const path = (departmentUuid: string) => `/api/appointment/v2/department/${departmentUuid}/scheduling-rules`;

export const settingsApi = {
  get: (departmentUuid: string) => requestJson<SchedulingSettings>('GET', path(departmentUuid)),
  save: (departmentUuid: string, body: SaveSchedulingSettings) =>
    requestJson<SchedulingSettings>('PUT', path(departmentUuid), body),
};

export { ApiError };
