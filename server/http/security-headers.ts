/**
 * Response headers for pages and API answers. Pages get a Content Security Policy with a fresh
 * nonce per request: Next.js puts the nonce on its own scripts when it renders the page, and
 * 'strict-dynamic' lets those load the rest. Styles stay 'unsafe-inline' because Next.js and the
 * UI set inline style attributes, which nonces cannot cover.
 */
export type PageHeaderOptions = {
  nonce: string;
  /** Development needs eval for React's debugging aids; production never does. */
  development: boolean;
  /** Origins whose stylesheets the payment page may load (PAYMENT_CSS_ALLOWED_ORIGINS). */
  paymentStyleOrigins: readonly string[];
  /**
   * The websites allowed to frame this page: only the online booking page has any (its dealer's
   * embedding origins); every other page, and a booking page without a list, may be framed by none.
   */
  frameAncestors?: readonly string[];
};

/** Pages whose URL holds a secret token: the token must not leave in a Referer header. */
export const isTokenPage = (pathname: string) => /^\/(pay|d|v)\//.test(pathname);

export function contentSecurityPolicy(pathname: string, options: PageHeaderOptions): string {
  const styleOrigins = pathname.startsWith('/pay/') ? options.paymentStyleOrigins : [];
  const framedBy = pathname.startsWith('/book-online/') ? (options.frameAncestors ?? []) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...styleOrigins],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': framedBy.length > 0 ? [...framedBy] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function pageSecurityHeaders(pathname: string, options: PageHeaderOptions): Record<string, string> {
  const framed = pathname.startsWith('/book-online/') && (options.frameAncestors?.length ?? 0) > 0;
  return {
    'content-security-policy': contentSecurityPolicy(pathname, options),
    'x-content-type-options': 'nosniff',
    // X-Frame-Options cannot name origins: a page some websites may frame leaves it to the CSP.
    ...(framed ? {} : { 'x-frame-options': 'DENY' }),
    'referrer-policy': isTokenPage(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
  };
}

/** API answers carry personal data: never cached, never sniffed into another type. */
export const apiSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** 128 random bits, base64: unguessable per response. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
