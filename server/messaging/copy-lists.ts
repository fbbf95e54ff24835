import type { MessageWarning } from '../db/schema';
import {
  type EffectiveMessagingSettings,
  isBlockedAddress,
  isEmailAddress,
} from './messaging-settings-records';

/**
 * The CC and BCC an email goes out with: addresses that are invalid, blocked or (CC) asked not to
 * be copied are skipped with a warning each. A text has none; asking for them is a warning.
 */
export function copyListsOf(
  input: { protocol: 'TEXT' | 'EMAIL'; cc?: string[] | null; bcc?: string[] | null },
  settings: EffectiveMessagingSettings,
  warnings: MessageWarning[],
): { cc: string[]; bcc: string[] } {
  const copies =
    input.protocol === 'EMAIL'
      ? filterCopies(input.cc ?? [], input.bcc ?? [], settings, warnings)
      : { cc: [], bcc: [] };
  if (input.protocol === 'TEXT' && (input.cc?.length || input.bcc?.length)) {
    warnings.push({
      warningCode: 'INVALID_EMAIL',
      warningDescription: 'CC and BCC apply to emails only; skipped',
    });
  }
  return copies;
}

function filterCopies(
  cc: string[],
  bcc: string[],
  settings: { blockedEmailDomains: string[]; doNotCcAddresses: string[] },
  warnings: MessageWarning[],
): { cc: string[]; bcc: string[] } {
  const keep = (list: string[], kind: 'CC' | 'BCC') =>
    list.filter((raw) => {
      const address = raw.trim();
      if (!isEmailAddress(address)) {
        warnings.push({
          warningCode: 'INVALID_EMAIL',
          warningDescription: `${kind} ${raw} is not an email address; skipped`,
        });
        return false;
      }
      if (isBlockedAddress(address, settings.blockedEmailDomains)) {
        warnings.push({
          warningCode: 'BLACKLISTED_EMAIL_DOMAIN',
          warningDescription: `${kind} ${address} is on the dealership's blocked list; skipped`,
        });
        return false;
      }
      if (kind === 'CC' && settings.doNotCcAddresses.includes(address.toLowerCase())) {
        warnings.push({
          warningCode: 'DO_NOT_CC_ENABLED',
          warningDescription: `${address} asked not to be copied; skipped from CC`,
        });
        return false;
      }
      return true;
    });
  return { cc: keep(cc, 'CC'), bcc: keep(bcc, 'BCC') };
}
