import { listDealerAuditEntriesContract } from '@/server/admin/contracts';
import { listAuditEntries } from '@/server/admin/list-audit-entries';
import { route } from '@/server/http/route';

export const GET = route(listDealerAuditEntriesContract, listAuditEntries);
