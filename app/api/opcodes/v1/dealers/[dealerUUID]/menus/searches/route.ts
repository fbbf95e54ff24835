import { route } from '@/server/http/route';
import { searchMenusContract } from '@/server/opcodes/contracts';
import { searchMenus } from '@/server/opcodes/search-menus';

export const POST = route(searchMenusContract, searchMenus);
