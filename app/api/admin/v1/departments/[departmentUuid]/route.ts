import { updateDepartmentSettingsContract } from '@/server/admin/contracts';
import { updateDepartmentSettings } from '@/server/admin/update-department-settings';
import { route } from '@/server/http/route';

export const PATCH = route(updateDepartmentSettingsContract, updateDepartmentSettings);
