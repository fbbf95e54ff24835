import { z } from 'zod';
import { defineContract } from '../core/contract';

export const healthContract = defineContract({
  operationId: 'health',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness check for load balancers (no authentication, no database)',
  tag: 'Operations',
  family: 'appointment',
  auth: 'public',
  response: z.object({ status: z.literal('ok') }),
});
