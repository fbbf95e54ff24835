import { otherMethods } from '@/server/http/method-not-allowed';
import { handleAuthFromOwnPages } from '@/server/http/same-origin-auth';

export { handleAuthFromOwnPages as GET, handleAuthFromOwnPages as POST };
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
