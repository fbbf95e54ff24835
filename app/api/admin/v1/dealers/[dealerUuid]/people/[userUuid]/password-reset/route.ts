import { resetPasswordContract } from '@/server/admin/contracts';
import { resetPassword } from '@/server/admin/reset-password';
import { route } from '@/server/http/route';

export const POST = route(resetPasswordContract, resetPassword);
