import { updateDepartmentSettingsContract } from '@/server/admin/contracts';
import { updateDepartmentSettings } from '@/server/admin/update-department-settings';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PATCH = route(updateDepartmentSettingsContract, updateDepartmentSettings);
export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);
