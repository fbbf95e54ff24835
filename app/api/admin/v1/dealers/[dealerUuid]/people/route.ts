import { listPeopleContract } from '@/server/admin/contracts';
import { listPeople } from '@/server/admin/list-people';
import { route } from '@/server/http/route';

export const GET = route(listPeopleContract, listPeople);
