import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { selectDepartmentTransportOption } from './booking-reference-records';

export type ResolvedTransport = {
  transportOptionUuid: string | null;
  altTransportation: string | null;
  bookingId: string | null;
  bookInThirdParty: boolean;
};

export const noTransport: ResolvedTransport = {
  transportOptionUuid: null,
  altTransportation: null,
  bookingId: null,
  bookInThirdParty: false,
};

/**
 * The department's transport option named by uuid and/or option name. A null object (or the
 * option None) means no transport option.
 */
export async function resolveTransportOption(
  tx: Tx,
  input: {
    departmentUuid: string;
    option:
      | {
          transportOptionUuid?: string | null;
          transportation?: string | null;
          altTransportation?: string | null;
          bookingID?: string | null;
          bookInThirdParty?: boolean | null;
        }
      | null
      | undefined;
  },
): Promise<ResolvedTransport> {
  const option = input.option;
  if (!option) return noTransport;
  const name = option.transportation?.trim();
  const base = {
    altTransportation: option.altTransportation ?? null,
    bookingId: option.bookingID ?? null,
    bookInThirdParty: option.bookInThirdParty ?? false,
  };
  if (!option.transportOptionUuid && (!name || name.toUpperCase() === 'NONE')) {
    return { ...noTransport, ...base };
  }
  const found = await selectDepartmentTransportOption(tx, {
    departmentUuid: input.departmentUuid,
    uuid: option.transportOptionUuid,
    name,
  });
  if (!found) {
    throw new DomainError(
      'TRANSPORT_OPTION_INVALID',
      `The department has no transport option ${option.transportOptionUuid ?? name}`,
    );
  }
  if (name && option.transportOptionUuid) {
    const matches = [found.optionName, found.customName].some((n) => n.toLowerCase() === name.toLowerCase());
    if (!matches) {
      throw new DomainError(
        'TRANSPORT_OPTION_MISMATCH',
        `transportation "${name}" does not match transport option ${found.uuid} (${found.optionName})`,
      );
    }
  }
  if (!found.isValid) {
    throw new DomainError('TRANSPORT_OPTION_UNAVAILABLE', `${found.customName} is not offered at the moment`);
  }
  return { ...base, transportOptionUuid: found.uuid };
}
