import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listDealerAssociatesContract } from '@/server/users/contracts';
import { listDealerAssociates } from '@/server/users/list-dealer-associates';

export const POST = route(listDealerAssociatesContract, listDealerAssociates);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
