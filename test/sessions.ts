import { encode } from 'next-auth/jwt';
import { authOptions } from '../server/auth/next-auth';
import { env } from '../server/env';

/** The sign-in check behind the login form (the credentials provider's authorize), called directly. */
export async function signIn(username: string, password: string) {
  const provider = authOptions.providers[0] as unknown as {
    options: {
      authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<unknown>;
    };
  };
  return (await provider.options.authorize({ username, password }, { headers: {} })) as {
    id: string;
    name: string;
    mustChangePassword: boolean;
  } | null;
}

/** A session cookie as next-auth sets it after sign-in, for route calls made as that person. */
export async function sessionCookieFor(
  userUuid: string,
  options: { signedInAt?: number; mustChangePassword?: boolean } = {},
): Promise<string> {
  const token = await encode({
    token: {
      sub: userUuid,
      name: userUuid,
      signedInAt: options.signedInAt ?? Date.now(),
      mustChangePassword: options.mustChangePassword ?? false,
    },
    secret: env().NEXTAUTH_SECRET,
  });
  return `next-auth.session-token=${token}`;
}
