import type { Administration } from '../core/principal';
import { db } from '../db/client';
import { overrideBookingRules } from '../users/authorities';
import { findAuthoritiesOfMembership } from '../users/dealer-associate-records';
import { loadAdministration, mayAdministerDealer } from './administration';

/**
 * The grant a signed-in person's session carries in each department where they may book a walk-in
 * over the notice window and the advisors' limits. Not a partner scope: API clients never hold it.
 */
export const bookingOverrideScope = 'appointment.booking.override';

/** Who may book over the rules: dealership administrators and holders of the authority for it. */
export const mayOverrideBookingRules = (
  administration: Administration,
  membership: { dealerUuid: string; authorities: readonly string[] },
): boolean =>
  mayAdministerDealer(administration, membership.dealerUuid) ||
  membership.authorities.includes(overrideBookingRules);

/** Sentence answered with 403 to those who ask for an override without the authority. */
export const bookingOverrideRefusal =
  'Only dealership administrators and people with the authority appointment.booking.override may book inside the notice window or over advisors’ limits';

/** For pages: whether the signed-in user may book over the rules in the department they work in. */
export async function mayOverrideBookingRulesOf(
  userUuid: string,
  department: { dealerUuid: string; dealerAssociateUuid: string },
): Promise<boolean> {
  const authorities = await findAuthoritiesOfMembership(db(), userUuid, department.dealerAssociateUuid);
  const administration = await loadAdministration(db(), userUuid);
  return mayOverrideBookingRules(administration, {
    dealerUuid: department.dealerUuid,
    authorities: authorities ?? [],
  });
}
