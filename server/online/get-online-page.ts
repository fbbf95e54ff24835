import { isDomainError } from '../core/errors';
import { db } from '../db/client';
import type { OnlineOffer, OnlineTimes } from './online.schemas';
import { onlineOffer } from './online-offer';
import { findOnlineDealer, findOnlineDepartments, type OnlineDepartment } from './online-settings-records';
import { onlineTimes } from './online-times';
import { departmentByRef, departmentSlug, resolveOnlineDepartment } from './resolve-online-department';

export type OnlinePage = {
  kind: 'book';
  dealerRef: string;
  /** The department the page books with when the dealer has several online (uuid); else null. */
  department: { uuid: string; name: string } | null;
  dealerPhone: string | null;
  welcomeText: string | null;
  termsText: string | null;
  offer: OnlineOffer;
  times: OnlineTimes;
};

/** A dealer with several departments online, none named (or one not online): the customer picks. */
export type OnlineDepartmentChoice = {
  kind: 'choose';
  dealerRef: string;
  dealerName: string;
  dealerPhone: string | null;
  /** `ref` goes into `?department=`: the name's slug, or the uuid when two names share a slug. */
  departments: { ref: string; name: string; phoneNumber: string | null }[];
};

function choiceOf(
  dealerRef: string,
  dealer: { name: string; phoneNumber: string | null },
  online: OnlineDepartment[],
): OnlineDepartmentChoice {
  const slugs = online.map((d) => departmentSlug(d.name));
  return {
    kind: 'choose',
    dealerRef,
    dealerName: dealer.name,
    dealerPhone: dealer.phoneNumber,
    departments: online.map((d, i) => {
      const slug = slugs[i] ?? '';
      const unique = slug !== '' && slugs.indexOf(slug) === slugs.lastIndexOf(slug);
      // A department's own number only where it differs from the dealership's.
      const phone = d.phoneNumber && d.phoneNumber !== dealer.phoneNumber ? d.phoneNumber : null;
      return { ref: unique ? slug : d.uuid, name: d.name, phoneNumber: phone };
    }),
  };
}

/** The one online department `ref` names (uuid or slug), or the only one; null when the customer must pick. */
function chosenDepartment(online: OnlineDepartment[], ref: string | null): OnlineDepartment | null {
  if (online.length === 1) return online[0] ?? null;
  return ref?.trim() ? (departmentByRef(online, ref) ?? null) : null;
}

/**
 * What /book-online/{dealer} opens on: the offer and the next free times for any service, read
 * on the server so the page shows times at once; with several departments online and none named
 * by `?department=`, the choice of department; null when the dealer takes no bookings online.
 */
export async function getOnlinePage(
  dealerRef: string,
  departmentRef: string | null = null,
): Promise<OnlinePage | OnlineDepartmentChoice | null> {
  // A dealer uuid or a short name: letters, digits and dashes only.
  if (!/^[A-Za-z0-9-]{1,100}$/.test(dealerRef)) return null;
  const database = db();
  const dealer = await findOnlineDealer(database, dealerRef);
  if (!dealer) return null;
  const online = (await findOnlineDepartments(database, dealer.uuid)).filter((d) => d.settings?.enabled);
  if (online.length === 0) return null;
  const chosen = chosenDepartment(online, departmentRef);
  if (!chosen) return choiceOf(dealerRef, dealer, online);
  try {
    const scope = await resolveOnlineDepartment(database, { dealerRef, departmentUuid: chosen.uuid });
    const offer = await onlineOffer(database, scope);
    const times = await onlineTimes({ pool: database }, scope, {
      choice: {},
      services: offer.services,
      now: new Date(),
    });
    return {
      kind: 'book',
      dealerRef,
      department: online.length > 1 ? { uuid: chosen.uuid, name: chosen.name } : null,
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
