import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';

/** Whether the customer booked the appointment on the online booking page (source ONLINE). */
export const isBookedOnline = (a: { appointmentSource?: string | null }) => a.appointmentSource === 'ONLINE';

/** "Booked online" beside an appointment the customer booked on the dealership's website. */
export function BookedOnlineBadge({ className }: { className?: string }) {
  return <Badge className={cn('bg-sky-50 text-sky-900 ring-sky-300', className)}>Booked online</Badge>;
}
