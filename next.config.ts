import type { NextConfig } from 'next';
import { apiSecurityHeaders } from './server/http/security-headers';

const nextConfig: NextConfig = {
  // API answers get their headers here, so API requests do not run the pages' proxy, which they
  // would need only for a nonce they have no use for.
  async headers() {
    const headers = Object.entries(apiSecurityHeaders).map(([key, value]) => ({ key, value }));
    return [{ source: '/api/:path*', headers }];
  },
  poweredByHeader: false,
  // postgres.js, pg-boss and argon2 are Node libraries; keep them out of the bundle.
  serverExternalPackages: ['postgres', 'pg-boss', '@node-rs/argon2'],
  typedRoutes: false,
  // The e2e server and some developers browse by IP; let the dev server's live reload work for them.
  allowedDevOrigins: ['127.0.0.1'],
  // forbidden() from next/navigation: the administration answers 403 to people who administer nothing.
  experimental: { authInterrupts: true },
};

export default nextConfig;
