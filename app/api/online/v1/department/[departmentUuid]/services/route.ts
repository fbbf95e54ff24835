import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listPartnerOnlineServicesContract } from '@/server/online/contracts';
import { listPartnerOnlineServices } from '@/server/online/list-partner-online-services';

export const GET = route(listPartnerOnlineServicesContract, listPartnerOnlineServices);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
