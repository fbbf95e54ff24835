import { isDomainError } from '../core/errors';
import { db } from '../db/client';
import type { OnlineOffer, OnlineTimes } from './online.schemas';
import { onlineOffer } from './online-offer';
import { onlineTimes } from './online-times';
import { resolveOnlineDepartment } from './resolve-online-department';

export type OnlinePage = {
  dealerRef: string;
  dealerPhone: string | null;
  welcomeText: string | null;
  termsText: string | null;
  offer: OnlineOffer;
  times: OnlineTimes;
};

/**
 * What /book-online/{dealer} opens on: the offer and the next free times for any service, read
 * on the server so the page shows times at once; null when the dealer takes no bookings online.
 */
export async function getOnlinePage(dealerRef: string): Promise<OnlinePage | null> {
  // A dealer uuid or a short name: letters, digits and dashes only.
  if (!/^[A-Za-z0-9-]{1,100}$/.test(dealerRef)) return null;
  const database = db();
  try {
    const scope = await resolveOnlineDepartment(database, { dealerRef });
    const offer = await onlineOffer(database, scope);
    const times = await onlineTimes(database, scope, {
      choice: {},
      services: offer.services,
      now: new Date(),
    });
    return {
      dealerRef,
      dealerPhone: scope.department.phoneNumber ?? scope.dealer.phoneNumber,
      welcomeText: scope.settings.welcomeText,
      termsText: scope.settings.termsText,
      offer,
      times,
    };
  } catch (error) {
    if (isDomainError(error) && error.code === 'ONLINE_SCHEDULING_NOT_ENABLED') return null;
    throw error;
  }
}
