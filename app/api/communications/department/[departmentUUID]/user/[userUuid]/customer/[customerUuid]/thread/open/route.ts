import { openThreadContract } from '@/server/conversations/contracts';
import { openThread } from '@/server/conversations/open-thread';
import { route } from '@/server/http/route';

export const POST = route(openThreadContract, openThread);
