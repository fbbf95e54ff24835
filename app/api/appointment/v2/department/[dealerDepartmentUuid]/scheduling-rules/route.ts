import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getSchedulingSettingsContract, saveSchedulingSettingsContract } from '@/server/scheduling/contracts';
import { getSchedulingSettings } from '@/server/scheduling/get-scheduling-settings';
import { saveSchedulingSettings } from '@/server/scheduling/save-scheduling-settings';

export const GET = route(getSchedulingSettingsContract, getSchedulingSettings);
export const PUT = route(saveSchedulingSettingsContract, saveSchedulingSettings);
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
