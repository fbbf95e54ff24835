import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { normalizePhone } from '../customers/normalize-phone';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { recordOptIn } from './consent';
import { consentMethodWords, type RecordConsentRequest, type TextConsentResponse } from './consent.schemas';
import { findCustomerPhoneConsents, insertConsentEvidence } from './consent-evidence-records';
import { readTextConsent } from './get-text-consent';
import { recordThreadEvent } from './thread-events';

/**
 * The advisor records that the customer agreed to texts, in person or on a call: the number is
 * opted in at the dealer (texts held for the opt-in go out), the evidence (how, who, when) is
 * kept, and the thread says so. Only a signed-in advisor can vouch for what the customer said.
 */
export async function recordConsent(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; customerUuid: string }; body: RecordConsentRequest },
): Promise<TextConsentResponse> {
  const principal = ctx.principal;
  if (principal?.kind !== 'advisor') {
    throw new DomainError('FORBIDDEN', 'Only an advisor signed in to ServiceBay may record a consent');
  }
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { customerUuid } = input.params;
  const phoneNumber = normalizePhone(input.body.phoneNumber);
  if (!phoneNumber) throw new DomainError('INVALID_REQUEST', 'phoneNumber is not a phone number');
  return pipelinedTransaction(ctx.db, async (tx) => {
    await readTextConsent(tx, { dealerUuid, customerUuid });
    const phones = await findCustomerPhoneConsents(tx, customerUuid);
    if (!phones.some((p) => p.phoneNumber === phoneNumber)) {
      throw new DomainError('INVALID_REQUEST', 'phoneNumber is not one of the customer’s numbers');
    }
    const released = await recordOptIn(tx, { dealerUuid, phoneNumber });
    await insertConsentEvidence(tx, {
      uuid: newUuid(),
      dealerUuid,
      departmentUuid,
      customerUuid,
      phoneNumber,
      method: input.body.method,
      recordedByUserUuid: principal.id,
      recordedByName: principal.username,
      recordedAt: new Date(),
    });
    const held = released.length ? `; ${released.length} held message(s) sent` : '';
    await recordThreadEvent(tx, {
      dealerUuid,
      departmentUuid,
      customerUuid,
      body: `${phoneNumber} agreed to texts ${consentMethodWords[input.body.method]}, recorded by ${principal.username}${held}`,
      purpose: 'OPT_IN',
    });
    return readTextConsent(tx, { dealerUuid, customerUuid });
  });
}
