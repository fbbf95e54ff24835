/**
 * When the app is served over https (its configured public origin says so), browsers are told to
 * use only https for two years, on subdomains too, so a first plain-http request cannot be
 * intercepted. Sent by the web server on every answer: pages, API and its own refusals alike.
 */
export function transportSecurityHeaders(publicOrigin: string): Record<string, string> {
  if (!publicOrigin.startsWith('https://')) return {};
  return { 'strict-transport-security': 'max-age=63072000; includeSubDomains' };
}
