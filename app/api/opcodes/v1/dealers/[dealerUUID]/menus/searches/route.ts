import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { searchMenusContract } from '@/server/opcodes/contracts';
import { searchMenus } from '@/server/opcodes/search-menus';

export const POST = route(searchMenusContract, searchMenus);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
