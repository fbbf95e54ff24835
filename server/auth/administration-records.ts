import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { administrators } from '../db/schema';

/** The administrative roles the person holds, each with the dealer it is for (none for an operator). */
export const findAdministratorRoles = (tx: Tx, userUuid: string) =>
  tx
    .select({ role: administrators.role, dealerUuid: administrators.dealerUuid })
    .from(administrators)
    .where(eq(administrators.userUuid, userUuid));
