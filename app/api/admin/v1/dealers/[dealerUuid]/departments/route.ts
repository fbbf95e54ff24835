import { createDepartmentContract } from '@/server/admin/contracts';
import { createDepartment } from '@/server/admin/create-department';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(createDepartmentContract, createDepartment);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
