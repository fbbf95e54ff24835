import { resetPasswordContract } from '@/server/admin/contracts';
import { resetPassword } from '@/server/admin/reset-password';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(resetPasswordContract, resetPassword);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
