import { embedScript } from '@/server/visits/embed-script';

/** The overlay script a dealer's website includes (see server/visits/embed-script.ts). */
export function GET() {
  return new Response(embedScript, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      // Loaded by other websites' pages: the browser must be told it may.
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}
