import type { ErrorCode } from '../core/error-codes';

/** The methods the app serves; Next.js answers others (TRACE, CONNECT ...) with a 500. */
export const servedMethods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;
const served = new Set<string>(servedMethods);

export type Refusal = { code: ErrorCode; message: string; headers: Record<string, string> };

/** The path of a request target (origin-form, or absolute-form as HTTP/1.1 allows); null for `*` and the like. */
function pathOf(target: string): string | null {
  const origin = /^https?:\/\/[^/?#]*/i.exec(target)?.[0] ?? '';
  const rest = target.slice(origin.length) || '/';
  if (!rest.startsWith('/')) return null;
  return rest.split(/[?#]/, 1)[0] ?? '';
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the server answers itself, before Next.js sees the request: methods the app does not serve
 * (405 with Allow) and paths whose percent-encoding is not UTF-8 (400), both of which Next.js would
 * turn into 500s. Null: the request goes on to the app.
 */
export function refusalOf(method: string | undefined, target: string | undefined): Refusal | null {
  if (!method || !served.has(method))
    return {
      code: 'METHOD_NOT_ALLOWED',
      message: 'This method is not served; use one of those in the Allow header',
      headers: { allow: servedMethods.join(', ') },
    };
  const path = pathOf(target ?? '');
  if (path === null || !decodes(path))
    return {
      code: 'MALFORMED_PATH',
      message: 'The request path is not valid: its percent-encoding does not decode to UTF-8',
      headers: {},
    };
  return null;
}

/**
 * A short, harmless form of a path for the log: its first segment only (later ones may hold
 * identifiers), letters, digits and a few marks, other characters shown as `?`.
 */
export function loggablePath(target: string | undefined): string {
  const first = (target ?? '').split(/[?#]/, 1)[0]?.split('/').slice(0, 2).join('/') ?? '';
  return first.slice(0, 40).replace(/[^A-Za-z0-9/._~%-]/g, '?');
}

/** The method as logged: bounded, and only token characters. */
export const loggableMethod = (method: string | undefined): string =>
  (method ?? '').slice(0, 16).replace(/[^A-Za-z0-9_-]/g, '?');
