import type { Tx } from '../db/client';
import type { Message } from '../db/schema';
import { carrierVerdict } from './carrier-errors';
import { recordOptOut } from './consent';
import { markNotTextable } from './consent-records';
import { recordThreadEvent } from './thread-events';

/**
 * What a failed text's carrier code says about its number, kept at the dealer: 21610 (STOP sent to
 * the carrier) opts it out as an inbound STOP does; 21211 and 21614 mark it not OK to text, so the
 * next text is refused before it reaches the carrier. A thread event keeps the evidence.
 */
export async function applyCarrierVerdict(tx: Tx, message: Message): Promise<void> {
  const verdict = carrierVerdict(message.providerErrorCode);
  const number = message.toNumber;
  if (!verdict || !number || message.protocol !== 'TEXT') return;
  const target = { dealerUuid: message.dealerUuid, phoneNumber: number };
  if (verdict === 'OPTED_OUT') await recordOptOut(tx, target);
  else await markNotTextable(tx, target);
  await recordThreadEvent(tx, {
    dealerUuid: message.dealerUuid,
    departmentUuid: message.departmentUuid,
    customerUuid: message.customerUuid,
    body: evidenceOf(verdict, number, message.providerErrorCode ?? ''),
    purpose: verdict === 'OPTED_OUT' ? 'OPT_OUT' : 'NOT_TEXTABLE',
  });
}

function evidenceOf(verdict: 'OPTED_OUT' | 'NOT_TEXTABLE', number: string, code: string): string {
  return verdict === 'OPTED_OUT'
    ? `${number} opted out of texts (carrier reported STOP (${code}))`
    : `${number} marked as not OK to text (carrier reported it cannot receive texts (${code}))`;
}
