import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getOpcodeContract } from '@/server/opcodes/contracts';
import { getOpcode } from '@/server/opcodes/get-opcode';

export const GET = route(getOpcodeContract, getOpcode);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
