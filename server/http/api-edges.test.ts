import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELETE, GET, PATCH, POST, PUT } from '../../app/api/[...unknown]/route';
import * as healthRoute from '../../app/api/health/route';
import { allowHeader, apiMethods, otherMethods } from './method-not-allowed';

const call = (handler: (request: Request) => Promise<Response> | Response, method: string, url: string) =>
  handler(new Request(`http://localhost${url}`, { method, headers: { 'x-request-id': 'req-edge' } }));

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

describe('API edges', () => {
  it('answers an unknown path with JSON 404 NOT_FOUND for every method', async () => {
    const handlers = { GET, POST, PUT, PATCH, DELETE };
    for (const method of apiMethods) {
      const res = await call(handlers[method], method, '/api/nothing/here');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No API operation at /api/nothing/here' },
        requestId: 'req-edge',
      });
    }
  });

  it('answers a method a route lacks with JSON 405 METHOD_NOT_ALLOWED and Allow', async () => {
    const res = await call(healthRoute.DELETE, 'DELETE', '/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: expect.stringContaining('DELETE is not allowed') },
      requestId: 'req-edge',
    });
    const options = await call(healthRoute.OPTIONS, 'OPTIONS', '/api/health');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('lists the allowed methods sorted, with HEAD only where GET is', async () => {
    expect(allowHeader(['POST', 'PUT'])).toBe('OPTIONS, POST, PUT');
    expect(allowHeader(['POST', 'GET'])).toBe('GET, HEAD, OPTIONS, POST');
    expect(Object.keys(otherMethods(['GET']))).toEqual([...apiMethods, 'OPTIONS']);
  });

  it('every API route file answers every method itself (no empty 405 from Next.js)', () => {
    const root = path.resolve(import.meta.dirname, '../../app/api');
    const files = routeFiles(root);
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const method of [...apiMethods, 'OPTIONS']) {
        const exported =
          new RegExp(`export (const|function|async function) ${method}\\b`).test(source) ||
          new RegExp(`\\bas ${method}\\b`).test(source) ||
          new RegExp(`export const \\{[^}]*\\b${method}\\b[^}]*\\} = otherMethods`).test(source);
        expect(exported, `${path.relative(root, file)} answers ${method}`).toBe(true);
      }
    }
  });
});
