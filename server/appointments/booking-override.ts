import { bookingOverrideRefusal, bookingOverrideScope } from '../auth/booking-override-access';
import { DomainError } from '../core/errors';
import { type Principal, principalCovers } from '../core/principal';

/** A walk-in booked over the notice window and the advisors' limits, and why. */
export type BookingOverride = { reason: string };

/**
 * The override a create asks for (isOverridden true, with overrideReason), when the caller holds
 * the grant for it in the department booked: FORBIDDEN without it, INVALID_REQUEST without a
 * reason. Null when none is asked for.
 */
export function checkBookingOverride(
  principal: Principal | null,
  request: { isOverridden?: boolean | null; overrideReason?: string | null },
  target: { dealerUuid: string; departmentUuid: string },
): BookingOverride | null {
  if (request.isOverridden !== true) return null;
  if (!principal || !principalCovers(principal, bookingOverrideScope, 'DEPARTMENT', target)) {
    throw new DomainError('FORBIDDEN', bookingOverrideRefusal);
  }
  const reason = request.overrideReason?.trim();
  if (!reason) {
    throw new DomainError('INVALID_REQUEST', 'Say why the booking overrides the rules: send overrideReason');
  }
  return { reason };
}
