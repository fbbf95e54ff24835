import { minimumPasswordLength } from '@/server/admin/password-policy';

/** The password policy of server/admin/password-policy.ts, as help text next to a new password. */
export const passwordHint = `At least ${minimumPasswordLength} characters, and not containing your username.`;
