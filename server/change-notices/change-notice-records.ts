import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** The channel on which every instance hears that a client's credentials or grants changed. */
export const apiClientChangesChannel = 'servicebay_api_client_changed';

/**
 * Tells every instance, when the transaction commits, that the client's secret, state or grants
 * changed: each forgets the principals it remembered for it (see remembered-principals.ts).
 */
export async function announceApiClientChange(tx: Tx, apiClientUuid: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${apiClientChangesChannel}, ${apiClientUuid})`);
}

/**
 * What the database itself announces on the channel when a person, dealer associate, department,
 * dealer, role or team membership changes (triggers of migration 0028): remembered dealer
 * associates are forgotten, principals stay.
 */
export const peopleChanged = 'people';

/** What a listener sends itself on the channel to learn whether it still hears it. */
export const hearingCheck = 'hearing?';

export async function checkHearingApiClientChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${apiClientChangesChannel}, ${hearingCheck})`);
}
