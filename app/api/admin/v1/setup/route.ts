import { createFirstOperatorContract, getSetupStatusContract } from '@/server/admin/contracts';
import { createFirstOperator } from '@/server/admin/create-first-operator';
import { getSetupStatus } from '@/server/admin/get-setup-status';
import { route } from '@/server/http/route';

export const GET = route(getSetupStatusContract, getSetupStatus);
export const POST = route(createFirstOperatorContract, createFirstOperator);
