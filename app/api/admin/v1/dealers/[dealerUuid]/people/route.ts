import { listPeopleContract } from '@/server/admin/contracts';
import { listPeople } from '@/server/admin/list-people';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listPeopleContract, listPeople);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
