'use client';

import { useAppointmentTrips } from '@/components/trips/queries';
import type { AppointmentHistoryEntry } from './api';
import { AppointmentHistory } from './appointment-history';

/**
 * The visit's history with its pickup and delivery trips in it: what happened to a trip is part of
 * what happened to the visit, so both read as one list, in the order they happened.
 */
export function VisitHistory({
  dealerUuid,
  appointmentUuid,
  history,
  timeZone,
}: {
  dealerUuid: string;
  appointmentUuid: string;
  history: AppointmentHistoryEntry[];
  timeZone: string;
}) {
  const trips = useAppointmentTrips(dealerUuid, appointmentUuid);
  return <AppointmentHistory history={history} trips={trips.data?.history ?? []} timeZone={timeZone} />;
}
