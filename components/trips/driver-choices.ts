import type { DealerAssociateDto } from '@/server/users/manage.schemas';

// Accounts that are not people who drive: integrations and API users.
const systemRoles: ReadonlySet<string> = new Set(['INT', 'API']);

/**
 * Who can be chosen as a driver: active people of the department. The department's Default
 * DealerAssociate (its system sender) and integration accounts are never offered. The data has no
 * separate "driver" mark, so every active person stays a choice.
 */
export const driverChoices = (associates: DealerAssociateDto[]): DealerAssociateDto[] =>
  associates.filter((a) => a.isValid && !a.isDefault && !systemRoles.has(a.role?.roleAcronym ?? ''));
