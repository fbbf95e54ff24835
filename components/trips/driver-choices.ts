import type { DealerAssociateDto } from '@/server/users/manage.schemas';

// Accounts that are not people who drive: integrations and API users.
const systemRoles: ReadonlySet<string> = new Set(['INT', 'API']);

/**
 * Who can be chosen as a driver: active people of the department marked as drivers in
 * administration. The department's Default DealerAssociate (its system sender) and integration
 * accounts are never offered. Someone already driving one of the appointment's trips (`assigned`)
 * stays a choice after their mark is taken away, so editing the trip does not drop them silently.
 */
export const driverChoices = (
  associates: DealerAssociateDto[],
  assigned: ReadonlyArray<string | null | undefined> = [],
): DealerAssociateDto[] =>
  associates.filter(
    (a) =>
      a.isValid &&
      !a.isDefault &&
      !systemRoles.has(a.role?.roleAcronym ?? '') &&
      (a.isDriver || assigned.includes(a.uuid)),
  );
