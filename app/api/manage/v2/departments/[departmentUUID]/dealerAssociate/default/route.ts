import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getDefaultDealerAssociateContract } from '@/server/users/contracts';
import { getDefaultDealerAssociate } from '@/server/users/get-default-dealer-associate';

export const GET = route(getDefaultDealerAssociateContract, getDefaultDealerAssociate);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
