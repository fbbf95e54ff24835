import { healthContract } from '@/server/health/contracts';
import { getHealth } from '@/server/health/get-health';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(healthContract, getHealth);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
