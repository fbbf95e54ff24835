import { createAdvisorContract } from '@/server/admin/contracts';
import { createAdvisor } from '@/server/admin/create-advisor';
import { route } from '@/server/http/route';

export const POST = route(createAdvisorContract, createAdvisor);
