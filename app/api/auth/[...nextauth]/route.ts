import { handleAuth } from '@/server/auth/next-auth-route';

export { handleAuth as GET, handleAuth as POST };
