import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { TextConsentResponse } from './consent.schemas';
import {
  findConsentEvidence,
  findCustomerPhoneConsents,
  findDealerCustomer,
} from './consent-evidence-records';

/** A customer's numbers with their consent to texts and the latest consent an advisor recorded. */
export async function getTextConsent(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; customerUuid: string } },
): Promise<TextConsentResponse> {
  const { dealerUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, (tx) =>
    readTextConsent(tx, { dealerUuid, customerUuid: input.params.customerUuid }),
  );
}

/** The answer of the read, and of a recording once it is written. */
export async function readTextConsent(
  tx: Tx,
  target: { dealerUuid: string; customerUuid: string },
): Promise<TextConsentResponse> {
  const customer = await findDealerCustomer(tx, target);
  if (!customer)
    throw new DomainError('INVALID_CUSTOMER', `No customer ${target.customerUuid} at this dealer`);
  const [phones, evidence] = await Promise.all([
    findCustomerPhoneConsents(tx, target.customerUuid),
    findConsentEvidence(tx, target),
  ]);
  return {
    customerUuid: target.customerUuid,
    phones: phones.map((p) => {
      const latest = evidence.find((e) => e.phoneNumber === p.phoneNumber);
      return {
        ...p,
        evidence: latest
          ? {
              method: latest.method,
              recordedByName: latest.recordedByName,
              recordedAt: latest.recordedAt.toISOString(),
            }
          : null,
      };
    }),
  };
}
