import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { postNoteContract } from '@/server/messaging/contracts';
import { postNote } from '@/server/messaging/post-note';

export const POST = route(postNoteContract, postNote);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
