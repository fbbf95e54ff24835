import { type Database, db } from '../db/client';
import type { DraftRequest } from './appointment.schemas';
import { selectDraftCatalog, selectDraftWithDealer } from './draft-records';

export type DraftView = {
  status: 'OPEN' | 'CONFIRMED' | 'EXPIRED';
  dealerName: string;
  departmentPhone: string | null;
  timeZone: string;
  /** The dealership's clock: 12-hour or 24-hour, as its profile chose. */
  timeFormat: '12h' | '24h';
  start: string;
  services: string[];
  note: string | null;
};

/** What the customer sees on a draft's deep link (public: the token is the credential). */
export async function getDraftForCustomer(
  token: string,
  database: Database = db(),
): Promise<DraftView | null> {
  const row = await selectDraftWithDealer(database, token);
  if (!row) return null;
  const request = row.draft.request as DraftRequest;
  const catalog = await selectDraftCatalog(database, row.draft.departmentUuid);
  const services = (request.opCodes ?? []).map((code) => {
    const found = catalog.find((o) => o.uuid === code || o.laborOpCode.toLowerCase() === code.toLowerCase());
    return found?.opCodeName ?? found?.laborOpCode ?? code;
  });
  const expired = row.draft.status === 'OPEN' && row.draft.expiresAt.getTime() <= Date.now();
  return {
    status: expired ? 'EXPIRED' : row.draft.status,
    dealerName: row.dealerName,
    departmentPhone: row.phone,
    timeZone: row.timeZone,
    timeFormat: row.timeFormat,
    start: request.appointmentStartDateTime ?? '',
    services,
    note: request.note ?? null,
  };
}
