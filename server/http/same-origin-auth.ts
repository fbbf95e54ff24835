import { handleAuth } from '../auth/next-auth-route';
import { isDomainError } from '../core/errors';
import { requestIdOf } from './api-errors';
import { errorResponse } from './route';
import { assertSameOrigin, isWrite } from './same-origin';

type Handler = typeof handleAuth;

const nextAuthOperation = { family: 'admin' as const, operationId: 'nextAuth', responseHeaders: {} };

/** A sign-in or sign-out post from another site's page: 403 CROSS_SITE_REQUEST, before next-auth reads it. */
function crossSiteRefusal(request: Request): Response | null {
  if (!isWrite(request)) return null;
  try {
    assertSameOrigin(request);
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return errorResponse(nextAuthOperation, error, requestIdOf(request));
  }
}

/** next-auth's route (/api/auth/*): its posts come from our own pages only, like every cookie write. */
export const handleAuthFromOwnPages: Handler = async (request, context) =>
  crossSiteRefusal(request) ?? handleAuth(request, context);
