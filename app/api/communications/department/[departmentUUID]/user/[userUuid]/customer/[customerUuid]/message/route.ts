import { route } from '@/server/http/route';
import { sendMessageContract } from '@/server/messaging/contracts';
import { sendMessage } from '@/server/messaging/send-message';

export const POST = route(sendMessageContract, sendMessage);
