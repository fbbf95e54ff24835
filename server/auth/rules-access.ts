import type { Administration } from '../core/principal';
import { db } from '../db/client';
import { manageSchedulingSettings } from '../users/authorities';
import { findAuthoritiesOfMembership } from '../users/dealer-associate-records';
import { loadAdministration, mayAdministerDealer } from './administration';

/** Who may change a department's scheduling settings, closed dates and opcodes from the browser. */
export const mayChangeRules = (
  administration: Administration,
  membership: { dealerUuid: string; authorities: readonly string[] },
): boolean =>
  mayAdministerDealer(administration, membership.dealerUuid) ||
  membership.authorities.includes(manageSchedulingSettings);

/** Sentence shown, and answered with 403, to those who may only read them. */
export const rulesChangeRefusal =
  'Only dealership administrators and people with the authority to change scheduling settings may change the scheduling settings, closed dates and opcodes';

/** For pages: whether the signed-in user may change the rules of the department they work in. */
export async function mayChangeRulesOf(
  userUuid: string,
  department: { dealerUuid: string; dealerAssociateUuid: string },
): Promise<boolean> {
  const authorities = await findAuthoritiesOfMembership(db(), userUuid, department.dealerAssociateUuid);
  const administration = await loadAdministration(db(), userUuid);
  return mayChangeRules(administration, {
    dealerUuid: department.dealerUuid,
    authorities: authorities ?? [],
  });
}
