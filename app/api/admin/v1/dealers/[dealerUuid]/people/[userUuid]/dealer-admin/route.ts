import { grantDealerAdminContract, revokeDealerAdminContract } from '@/server/admin/contracts';
import { grantDealerAdmin } from '@/server/admin/grant-dealer-admin';
import { revokeDealerAdmin } from '@/server/admin/revoke-dealer-admin';
import { route } from '@/server/http/route';

export const PUT = route(grantDealerAdminContract, grantDealerAdmin);
export const DELETE = route(revokeDealerAdminContract, revokeDealerAdmin);
