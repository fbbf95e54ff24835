import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getOnlineSettingsContract } from '@/server/online/contracts';
import { getOnlineSettings } from '@/server/online/get-online-settings';

export const GET = route(getOnlineSettingsContract, getOnlineSettings);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
