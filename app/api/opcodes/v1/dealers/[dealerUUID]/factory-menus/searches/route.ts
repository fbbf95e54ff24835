import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { searchFactoryMenusContract } from '@/server/opcodes/contracts';
import { searchFactoryMenus } from '@/server/opcodes/search-factory-menus';

export const POST = route(searchFactoryMenusContract, searchFactoryMenus);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
