import { Badge } from '@/components/ui/badge';
import type { PaymentLinkStatusValue } from '@/server/payments/payment.schemas';

const styles: Record<PaymentLinkStatusValue, { label: string; className: string }> = {
  OPEN: { label: 'Open', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  PAID: { label: 'Paid', className: 'bg-green-50 text-green-800 ring-green-200' },
  DECLINED: { label: 'Declined', className: 'bg-red-50 text-red-800 ring-red-200' },
  EXPIRED: { label: 'Expired', className: 'bg-slate-100 text-slate-700 ring-slate-300' },
  CANCELED: { label: 'Canceled', className: 'bg-slate-100 text-slate-700 ring-slate-300' },
  REFUNDED: { label: 'Refunded', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
};

export const statusLabel = (status: PaymentLinkStatusValue) => styles[status].label;

export function PaymentStatusBadge({ status }: { status: PaymentLinkStatusValue }) {
  return <Badge className={styles[status].className}>{styles[status].label}</Badge>;
}
