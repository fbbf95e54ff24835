import { publicOrigin } from '../core/public-origin';
import type { Tx } from '../db/client';
import { insertVisitLinkOnce } from './visit-link-records';
import { newVisitToken, visitPath } from './visit-token';

/**
 * The address of an appointment's visit page, made on its first confirmation and the same ever
 * after (reschedules included), so every message the customer keeps leads to the visit as it is.
 */
export async function visitLinkFor(
  tx: Tx,
  appointment: { uuid: string; dealerUuid: string },
): Promise<string> {
  const token = await insertVisitLinkOnce(tx, {
    token: newVisitToken(),
    appointmentUuid: appointment.uuid,
    dealerUuid: appointment.dealerUuid,
  });
  return `${publicOrigin()}${visitPath(token)}`;
}
