/**
 * The JavaScript a page's HTML makes a modern browser download, chunk by chunk, gzipped as the
 * production server sends it (zlib's default level, as Next.js's compression uses).
 *
 *   npx tsx scripts/measure-page-javascript.ts <base URL> [--online-demo] <path>...
 *
 * `--online-demo` first signs in as the demo dealership's administrator and turns online
 * scheduling on for its department, so `/book-online/{dealer}` shows the booking page itself.
 * The `noModule` polyfill script is left out: browsers that run modules skip it.
 */
import { gzipSync } from 'node:zlib';
import { demoInfo } from '../server/demo/demo-data';

type Chunk = { url: string; bytes: number; gzipBytes: number };

/** The scripts the HTML loads or preloads: `<script src>` (not noModule) and script preloads. */
export function scriptUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && !/\snomodule\b/i.test(tag)) urls.add(src.replaceAll('&amp;', '&'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    const script = /\srel="modulepreload"/i.test(tag) || /\sas="script"/i.test(tag);
    if (href && script) urls.add(href.replaceAll('&amp;', '&'));
  }
  return [...urls];
}

async function chunksOf(base: string, path: string, cookie?: string): Promise<Chunk[]> {
  const page = await fetch(new URL(path, base), { headers: cookie ? { cookie } : {} });
  if (!page.ok) throw new Error(`${path}: HTTP ${page.status}`);
  const html = await page.text();
  return Promise.all(
    scriptUrlsOf(html).map(async (url) => {
      const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
      return { url, bytes: body.length, gzipBytes: gzipSync(body).length };
    }),
  );
}

/** The cookies a response sets, as one Cookie header (name=value pairs only). */
const cookiesOf = (response: Response): string[] =>
  response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');

/** Signs in as the demo administrator and turns online scheduling on for the demo department. */
async function turnOnlineDemoOn(base: string): Promise<void> {
  const dealer = demoInfo().dealers[0];
  const administrator = dealer?.advisors[0];
  if (!dealer || !administrator) throw new Error('The demo has no dealer with an administrator');
  const origin = new URL(base).origin;
  const csrf = await fetch(new URL('/api/auth/csrf', base));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const signIn = await fetch(new URL('/api/auth/callback/credentials', base), {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, cookie: jar.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      csrfToken,
      username: administrator.login,
      password: administrator.password,
      json: 'true',
    }),
  });
  const cookie = [...jar, ...cookiesOf(signIn)].join('; ');
  const settings = await fetch(new URL(`/api/online/admin/v1/departments/${dealer.departmentUuid}`, base), {
    method: 'PUT',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      daysAhead: 14,
      minNoticeMinutes: 60,
      transportOptionUuids: null,
      advisorChoice: true,
      bookableAdvisorUuids: null,
      welcomeText: null,
      termsText: null,
    }),
  });
  if (!settings.ok)
    throw new Error(`Turning online scheduling on: HTTP ${settings.status} ${await settings.text()}`);
}

async function main(): Promise<void> {
  const [base, ...rest] = process.argv.slice(2);
  if (!base || rest.length === 0) {
    console.error('Usage: tsx scripts/measure-page-javascript.ts <base URL> [--online-demo] <path>...');
    process.exit(2);
  }
  if (rest.includes('--online-demo')) await turnOnlineDemoOn(base);
  const dealerUuid = demoInfo().dealers[0]?.dealerUuid ?? '';
  for (const path of rest.filter((a) => a !== '--online-demo')) {
    const resolved = path.replace('{dealer}', dealerUuid);
    const chunks = await chunksOf(base, resolved);
    const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
    const raw = chunks.reduce((sum, c) => sum + c.bytes, 0);
    console.log(`\n${resolved}: ${chunks.length} scripts, ${total} bytes gzip (${raw} bytes raw)`);
    for (const c of chunks.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${String(c.gzipBytes).padStart(7)}  ${String(c.bytes).padStart(8)}  ${c.url}`);
  }
}

await main();
