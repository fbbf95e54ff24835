'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequest } from '@/server/appointments/appointment.schemas';
import { type AppointmentWithHistory, appointmentApi } from './api';

export const appointmentKeys = {
  all: ['appointments'] as const,
  department: (departmentUuid: string) => ['appointments', departmentUuid] as const,
  day: (departmentUuid: string, date: string) => ['appointments', departmentUuid, 'day', date] as const,
  range: (departmentUuid: string, startDate: string, endDate: string) =>
    ['appointments', departmentUuid, 'range', startDate, endDate] as const,
  detail: (departmentUuid: string, appointmentUuid: string) =>
    ['appointments', departmentUuid, 'detail', appointmentUuid] as const,
  advisors: (departmentUuid: string) => ['dealerAssociates', departmentUuid] as const,
  opcodes: (departmentUuid: string) => ['appointmentOpcodes', departmentUuid] as const,
};

export function useDayAppointments(departmentUuid: string, date: string, enabled = true) {
  return useQuery({
    queryKey: appointmentKeys.day(departmentUuid, date),
    queryFn: () => appointmentApi.byDate(departmentUuid, date),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRangeAppointments(
  departmentUuid: string,
  startDate: string,
  endDate: string,
  enabled = true,
) {
  return useQuery({
    queryKey: appointmentKeys.range(departmentUuid, startDate, endDate),
    queryFn: () => appointmentApi.inRange(departmentUuid, startDate, endDate),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAppointment(departmentUuid: string, appointmentUuid: string) {
  return useQuery({
    queryKey: appointmentKeys.detail(departmentUuid, appointmentUuid),
    queryFn: () => appointmentApi.get(departmentUuid, appointmentUuid),
  });
}

/** Every dealer associate of the department (the trip panel picks drivers from it). */
export function useDepartmentAdvisors(departmentUuid: string) {
  return useQuery({
    queryKey: appointmentKeys.advisors(departmentUuid),
    queryFn: () => appointmentApi.dealerAssociates(departmentUuid),
    // Who works in the department changes rarely; no need to refetch it on every visit.
    staleTime: 5 * 60_000,
  });
}

export function useDepartmentOpcodes(dealerUuid: string, departmentUuid: string, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.opcodes(departmentUuid),
    queryFn: () => appointmentApi.opcodes(dealerUuid, departmentUuid),
    staleTime: 5 * 60_000,
    enabled,
  });
}

type Change = NonNullable<AppointmentRequest['appointmentInformation']>;

/**
 * Every change of an appointment (time, advisor, services, cancel) goes through the one PATCH.
 * The answer is the saved appointment: the detail is refreshed (its history grew) and every
 * schedule of the department is invalidated, since a move changes two days.
 */
export function useUpdateAppointment(departmentUuid: string, appointmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => appointmentApi.update(departmentUuid, appointmentUuid, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        appointmentKeys.detail(departmentUuid, appointmentUuid),
        (old: AppointmentWithHistory | undefined) =>
          old ? { ...old, appointmentInfo: saved.appointmentInfo } : old,
      );
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.department(departmentUuid) });
    },
  });
}
