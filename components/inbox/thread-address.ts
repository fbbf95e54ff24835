/**
 * The inbox's addresses: `/inbox/{customerUuid}` opens that customer's thread (in the signed-in
 * advisor's department), as does `/inbox?customer={customerUuid}` (the links of Home and other
 * pages); `/inbox` is the list alone. The open thread always shows in the address, so a reload or a
 * shared link opens it again.
 */

/** A customer uuid as it may appear in an address: url-safe characters, at most 255. */
export const isThreadId = (value: string): boolean => /^[A-Za-z0-9._~-]{1,255}$/.test(value);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The customer whose thread the address opens, or null (the list alone, or not a customer uuid). */
export function threadInAddress(pathname: string, customerParam: string | null): string | null {
  const segment = /^\/inbox\/([^/]+)\/?$/.exec(pathname)?.[1];
  const named = segment === undefined ? customerParam : decoded(segment);
  return named && isThreadId(named) ? named : null;
}

/** The address of a customer's thread, or of the list alone. */
export const threadPath = (customerUuid: string | null): string =>
  customerUuid ? `/inbox/${encodeURIComponent(customerUuid)}` : '/inbox';
