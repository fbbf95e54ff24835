import { changeDealerPayments } from '@/server/admin/change-dealer-payments';
import { changeDealerPaymentsContract } from '@/server/admin/contracts';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PUT = route(changeDealerPaymentsContract, changeDealerPayments);
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
