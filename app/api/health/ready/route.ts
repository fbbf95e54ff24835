import { readinessContract } from '@/server/health/contracts';
import { getReadiness } from '@/server/health/get-readiness';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

// Checked at every probe: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const GET = route(readinessContract, getReadiness);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
