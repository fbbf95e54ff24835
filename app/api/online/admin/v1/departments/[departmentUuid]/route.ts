import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { updateOnlineSettingsContract } from '@/server/online/contracts';
import { updateOnlineSettings } from '@/server/online/update-online-settings';

export const PUT = route(updateOnlineSettingsContract, updateOnlineSettings);
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
