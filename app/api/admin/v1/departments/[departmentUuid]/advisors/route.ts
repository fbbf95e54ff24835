import { createAdvisorContract } from '@/server/admin/contracts';
import { createAdvisor } from '@/server/admin/create-advisor';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(createAdvisorContract, createAdvisor);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
