import { route } from '@/server/http/route';
import { searchFactoryMenusContract } from '@/server/opcodes/contracts';
import { searchFactoryMenus } from '@/server/opcodes/search-factory-menus';

export const POST = route(searchFactoryMenusContract, searchFactoryMenus);
