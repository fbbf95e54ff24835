import { grantDealerAdminContract, revokeDealerAdminContract } from '@/server/admin/contracts';
import { grantDealerAdmin } from '@/server/admin/grant-dealer-admin';
import { revokeDealerAdmin } from '@/server/admin/revoke-dealer-admin';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PUT = route(grantDealerAdminContract, grantDealerAdmin);
export const DELETE = route(revokeDealerAdminContract, revokeDealerAdmin);
export const { GET, POST, PATCH, OPTIONS } = otherMethods(['PUT', 'DELETE']);
