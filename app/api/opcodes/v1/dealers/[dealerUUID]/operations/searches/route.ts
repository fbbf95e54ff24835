import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { searchOpcodesContract } from '@/server/opcodes/contracts';
import { searchOpcodes } from '@/server/opcodes/search-opcodes';

export const POST = route(searchOpcodesContract, searchOpcodes);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
