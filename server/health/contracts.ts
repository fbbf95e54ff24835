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

const check = z.string().describe("'ok', 'skipped' (this process does not run that part) or what is wrong");

export const readinessContract = defineContract({
  operationId: 'readiness',
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness check for load balancers: database reachable, migrations current, job workers running',
  description:
    'Answers 200 when this instance should get traffic. 503 (SERVICE_UNAVAILABLE, with Retry-After) names ' +
    'each failing check: the database does not answer a statement within two seconds, the newest ' +
    'migration is not applied, the job workers of this process are not running, or the instance is ' +
    'shutting down. No authentication.',
  tag: 'Operations',
  family: 'appointment',
  auth: 'public',
  response: z.object({
    status: z.literal('ready'),
    checks: z.object({ database: check, migrations: check, jobs: check }),
  }),
  errors: ['SERVICE_UNAVAILABLE'],
});
