'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '@/components/appointments/queries';
import { tripApi } from './api';
import { type AppointmentForTrips, partnerBodyFor, type TripChange } from './trip-form-model';

export const tripKeys = {
  all: ['trips'] as const,
  appointment: (appointmentUuid: string) => ['trips', appointmentUuid] as const,
};

export function useAppointmentTrips(dealerUuid: string, appointmentUuid: string) {
  return useQuery({
    queryKey: tripKeys.appointment(appointmentUuid),
    queryFn: () => tripApi.list(dealerUuid, appointmentUuid),
  });
}

/** One trip change through the partner endpoint; the appointment is refetched too (its transport option). */
export function useSaveTrip(dealerUuid: string, appointment: AppointmentForTrips) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TripChange) =>
      tripApi.save(dealerUuid, appointment.appointmentUuid, partnerBodyFor(appointment, change)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKeys.appointment(appointment.appointmentUuid) }),
        queryClient.invalidateQueries({
          queryKey: appointmentKeys.detail(appointment.departmentUuid, appointment.appointmentUuid),
        }),
      ]),
  });
}
