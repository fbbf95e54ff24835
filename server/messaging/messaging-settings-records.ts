import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { type MessagingSettings, messagingSettings } from '../db/schema';
import { env } from '../env';

export type EffectiveMessagingSettings = {
  optInQueueTimeoutMinutes: number;
  recipientRateLimit: number;
  recipientRateWindowSeconds: number;
  blockedEmailDomains: string[];
  doNotCcAddresses: string[];
};

// Every send reads them: prepared once per process.
const settingsOf = prepared('find_messaging_settings', (database) =>
  database
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.dealerUuid, sql.placeholder('dealerUuid'))),
);

/** A dealership's messaging settings, with the service defaults for what it has not set. */
export async function getMessagingSettings(tx: Tx, dealerUuid: string): Promise<EffectiveMessagingSettings> {
  const [row] = await settingsOf(tx, { dealerUuid });
  return effectiveSettingsOf(row);
}

/** A dealership's stored messaging settings (none: undefined or null) with the service defaults filled in. */
export function effectiveSettingsOf(row: MessagingSettings | null | undefined): EffectiveMessagingSettings {
  return {
    optInQueueTimeoutMinutes: row?.optInQueueTimeoutMinutes ?? 1440,
    recipientRateLimit: row?.recipientRateLimit ?? env().MESSAGE_RATE_LIMIT,
    recipientRateWindowSeconds: row?.recipientRateWindowSeconds ?? env().MESSAGE_RATE_WINDOW_SECONDS,
    blockedEmailDomains: (row?.blockedEmailDomains ?? []).map((d) => d.toLowerCase()),
    doNotCcAddresses: (row?.doNotCcAddresses ?? []).map((d) => d.toLowerCase()),
  };
}

/** An address is blocked when it, or its domain written as "@domain" or "domain", is on the list. */
export function isBlockedAddress(address: string, blocked: string[]): boolean {
  const lower = address.toLowerCase();
  const domain = lower.slice(lower.lastIndexOf('@') + 1);
  return blocked.some((entry) => entry === lower || entry === `@${domain}` || entry === domain);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim());
