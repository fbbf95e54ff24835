import { healthContract } from '@/server/health/contracts';
import { getHealth } from '@/server/health/get-health';
import { route } from '@/server/http/route';

export const GET = route(healthContract, getHealth);
