'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '@/components/appointments/queries';
import type { AppointmentRequest } from '@/server/appointments/appointment.schemas';
import type { SaveCustomerRequest } from '@/server/customers/customer.schemas';
import type { AvailabilityRequest } from '@/server/scheduling/availability.schemas';
import { bookingApi } from './api';

export const bookingKeys = {
  all: ['booking'] as const,
  customers: (departmentUuid: string, term: string, shown: number) =>
    ['booking', departmentUuid, 'customers', term, shown] as const,
  customer: (departmentUuid: string, customerUuid: string) =>
    ['booking', departmentUuid, 'customer', customerUuid] as const,
  opcodes: (departmentUuid: string, vehicleMileage: number | null) =>
    ['booking', departmentUuid, 'opcodes', vehicleMileage] as const,
  menus: (departmentUuid: string) => ['booking', departmentUuid, 'menus'] as const,
  transportOptions: (departmentUuid: string) => ['booking', departmentUuid, 'transportOptions'] as const,
  advisors: (departmentUuid: string) => ['booking', departmentUuid, 'advisors'] as const,
  /** Every input of the request is in the key: any change of days, advisor, option or services refetches. */
  availability: (departmentUuid: string, request: AvailabilityRequest) =>
    ['booking', departmentUuid, 'availability', request] as const,
};

/** Matches shown at first, and added by each "Show more". */
export const customerPageSize = 10;

/**
 * Customer search as the advisor types; two characters at least, as the search needs some text.
 * `shown` grows by a page with each "Show more" (the search answers at most 100).
 */
export function useCustomerSearch(departmentUuid: string, term: string, shown = customerPageSize) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: bookingKeys.customers(departmentUuid, trimmed, shown),
    queryFn: () => bookingApi.searchCustomerPage(departmentUuid, trimmed, shown),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCustomer(departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomerRequest) => bookingApi.saveCustomer(departmentUuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['booking', departmentUuid, 'customers'] }),
  });
}

export function useAddVehicle(departmentUuid: string, customerUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomerRequest) => bookingApi.updateCustomer(departmentUuid, customerUuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['booking', departmentUuid, 'customers'] }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.customer(departmentUuid, customerUuid) }),
      ]),
  });
}

export function fetchCustomer(
  queryClient: ReturnType<typeof useQueryClient>,
  departmentUuid: string,
  customerUuid: string,
) {
  return queryClient.fetchQuery({
    queryKey: bookingKeys.customer(departmentUuid, customerUuid),
    queryFn: () => bookingApi.getCustomer(departmentUuid, customerUuid),
    staleTime: 0,
  });
}

// The catalog, options and advisors change rarely; a few minutes of cache spares refetching
// them every time the advisor steps back and forth.
const slowlyChanging = 5 * 60_000;

export function useBookableOpcodes(
  dealerUuid: string,
  departmentUuid: string,
  vehicleMileage: number | null,
) {
  return useQuery({
    queryKey: bookingKeys.opcodes(departmentUuid, vehicleMileage),
    queryFn: () => bookingApi.opcodes(dealerUuid, departmentUuid, vehicleMileage),
    staleTime: slowlyChanging,
  });
}

export function useBookableMenus(dealerUuid: string, departmentUuid: string) {
  return useQuery({
    queryKey: bookingKeys.menus(departmentUuid),
    queryFn: () => bookingApi.menus(dealerUuid, departmentUuid),
    staleTime: slowlyChanging,
  });
}

export function useTransportOptions(departmentUuid: string) {
  return useQuery({
    queryKey: bookingKeys.transportOptions(departmentUuid),
    queryFn: () => bookingApi.transportOptions(departmentUuid),
    staleTime: slowlyChanging,
  });
}

export function useEligibleAdvisors(dealerUuid: string, departmentUuid: string) {
  return useQuery({
    queryKey: bookingKeys.advisors(departmentUuid),
    queryFn: () => bookingApi.eligibleAdvisors(dealerUuid, departmentUuid),
    staleTime: slowlyChanging,
  });
}

export function useAvailability(departmentUuid: string, request: AvailabilityRequest, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.availability(departmentUuid, request),
    queryFn: () => bookingApi.availability(departmentUuid, request),
    enabled,
    // Others book while the advisor looks: keep the calendar fresh.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** Availability of one day, always from the server: the last check right before booking. */
export function useRecheckDay(departmentUuid: string) {
  const queryClient = useQueryClient();
  return (request: AvailabilityRequest) =>
    queryClient.fetchQuery({
      queryKey: bookingKeys.availability(departmentUuid, request),
      queryFn: () => bookingApi.availability(departmentUuid, request),
      staleTime: 0,
    });
}

export function useCreateAppointment(dealerUuid: string, departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: AppointmentRequest; idempotencyKey: string }) =>
      bookingApi.createAppointment(dealerUuid, input.body, input.idempotencyKey),
    // The schedule and every availability answer of the department changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.department(departmentUuid) }),
        queryClient.invalidateQueries({ queryKey: ['booking', departmentUuid, 'availability'] }),
      ]),
  });
}
