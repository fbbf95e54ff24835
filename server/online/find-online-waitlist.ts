import { db } from '../db/client';
import { findWaitlist, type WaitlistRow } from './online-waitlist-records';

/**
 * Customers who asked on the booking page to be texted when a time opens, from today on, in the
 * order they asked: the Today page lists them so an advisor can call one when a time frees.
 */
export async function findOnlineWaitlist(
  scope: { departmentUuid: string },
  today: string,
): Promise<WaitlistRow[]> {
  return findWaitlist(db(), { departmentUuid: scope.departmentUuid, fromDate: today });
}
