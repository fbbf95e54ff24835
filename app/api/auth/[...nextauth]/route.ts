import { handleAuth } from '@/server/auth/next-auth-route';
import { otherMethods } from '@/server/http/method-not-allowed';

export { handleAuth as GET, handleAuth as POST };
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
