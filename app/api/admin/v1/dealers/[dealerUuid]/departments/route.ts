import { createDepartmentContract } from '@/server/admin/contracts';
import { createDepartment } from '@/server/admin/create-department';
import { route } from '@/server/http/route';

export const POST = route(createDepartmentContract, createDepartment);
