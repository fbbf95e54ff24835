import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { visitLinks } from '../db/schema';

/*
 * The visit links: one per appointment. Written here only; read by the visit page and by the
 * confirmations that carry the link.
 */

/** Keeps `token` as the appointment's link unless it has one already; answers the one it has. */
export async function insertVisitLinkOnce(
  tx: Tx,
  link: { token: string; appointmentUuid: string; dealerUuid: string },
): Promise<string> {
  await tx.insert(visitLinks).values(link).onConflictDoNothing({ target: visitLinks.appointmentUuid });
  const [row] = await tx
    .select({ token: visitLinks.token })
    .from(visitLinks)
    .where(eq(visitLinks.appointmentUuid, link.appointmentUuid));
  if (!row) throw new Error('The visit link was neither kept nor found');
  return row.token;
}

/** The appointment a token opens, or null for a token nobody was given. */
export async function selectVisitLink(tx: Tx, token: string) {
  const [row] = await tx
    .select({ appointmentUuid: visitLinks.appointmentUuid, dealerUuid: visitLinks.dealerUuid })
    .from(visitLinks)
    .where(eq(visitLinks.token, token));
  return row ?? null;
}
