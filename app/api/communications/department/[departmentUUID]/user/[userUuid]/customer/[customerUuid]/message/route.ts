import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { sendMessageContract } from '@/server/messaging/contracts';
import { sendMessage } from '@/server/messaging/send-message';

export const POST = route(sendMessageContract, sendMessage);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
