import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { saveOpcodeContract, updateOpcodeContract } from '@/server/opcodes/contracts';
import { saveOpcode } from '@/server/opcodes/save-opcode';
import { updateOpcode } from '@/server/opcodes/update-opcode';

export const POST = route(saveOpcodeContract, saveOpcode);
export const PUT = route(updateOpcodeContract, updateOpcode);
export const { GET, PATCH, DELETE, OPTIONS } = otherMethods(['POST', 'PUT']);
