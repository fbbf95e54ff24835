import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allContracts } from './registry';

/** app/api/.../route.ts files as OpenAPI-style paths, with their exported methods. */
function routeFiles(dir: string, prefix = '/api'): Array<{ path: string; source: string }> {
  const found: Array<{ path: string; source: string }> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[(.+)\]$/, '{$1}');
      found.push(...routeFiles(full, `${prefix}/${segment}`));
    } else if (entry.name === 'route.ts') {
      found.push({ path: prefix, source: fs.readFileSync(full, 'utf8') });
    }
  }
  return found;
}

const normalise = (p: string) => p.toLowerCase();

describe('routes and contracts', () => {
  const routes = routeFiles(path.join(process.cwd(), 'app', 'api'));

  it('every contract has a route file exporting its method', () => {
    for (const contract of allContracts) {
      const file = routes.find((r) => normalise(r.path) === normalise(contract.path));
      expect(file, `${contract.method} ${contract.path} has no route file`).toBeDefined();
      expect(file?.source, `${contract.path} does not export ${contract.method}`).toMatch(
        new RegExp(`export (const|async function|function) ${contract.method}\\b`),
      );
    }
  });

  it('every route file under /api is documented by a contract (except the sign-in, webhook unknown-path and metrics plumbing)', () => {
    const documented = new Set(allContracts.map((c) => normalise(c.path)));
    const undocumented = routes
      .map((r) => r.path)
      .filter((p) => !documented.has(normalise(p)))
      .filter(
        (p) =>
          !p.startsWith('/api/auth/') &&
          p !== '/api/openapi.json' &&
          p !== '/api/{...unknown}' &&
          p !== '/api/metrics' &&
          !p.startsWith('/api/webhooks/'),
      );
    expect(undocumented).toEqual([]);
  });
});
