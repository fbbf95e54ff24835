import { listDealerAuditEntriesContract } from '@/server/admin/contracts';
import { listAuditEntries } from '@/server/admin/list-audit-entries';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listDealerAuditEntriesContract, listAuditEntries);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
