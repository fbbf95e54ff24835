import { createFirstOperatorContract, getSetupStatusContract } from '@/server/admin/contracts';
import { createFirstOperator } from '@/server/admin/create-first-operator';
import { getSetupStatus } from '@/server/admin/get-setup-status';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(getSetupStatusContract, getSetupStatus);
export const POST = route(createFirstOperatorContract, createFirstOperator);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
