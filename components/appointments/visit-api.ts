'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/components/request-json';
import type { CancelWithReasonInput } from '@/server/appointments/advisor-change.schemas';
import type { ConsentMethod, TextConsentResponse } from '@/server/messaging/consent.schemas';
import type { PaymentLinkSummary, VisitPaymentLinkRequestInput } from '@/server/payments/payment.schemas';
import type { AppointmentWithHistory, SavedAppointment } from './api';
import { appointmentKeys } from './queries';

/*
 * What the advisor does from a visit: move or cancel it saying whether the customer is told,
 * record the customer's consent to texts, and the visit's payment links.
 */

const enc = encodeURIComponent;
const visitPath = (departmentUuid: string, appointmentUuid: string) =>
  `/api/appointment/v2/department/${enc(departmentUuid)}/appointment/${enc(appointmentUuid)}`;
const consentPath = (departmentUuid: string, customerUuid: string) =>
  `/api/communications/department/${enc(departmentUuid)}/customer/${enc(customerUuid)}/text-consent`;
const visitLinksPath = (departmentUuid: string, appointmentUuid: string) =>
  `/api/v3/department/${enc(departmentUuid)}/appointment/${enc(appointmentUuid)}/url`;

export type MoveRequest = {
  appointmentStartDateTime: string;
  appointmentEndDateTime?: string | null;
  assignedUserUuid?: string | null;
  notifyCustomer: boolean;
};

export const moveVisit = (departmentUuid: string, appointmentUuid: string, body: MoveRequest) =>
  requestJson<SavedAppointment>('POST', `${visitPath(departmentUuid, appointmentUuid)}/move`, body);

export const visitKeys = {
  consent: (departmentUuid: string, customerUuid: string) =>
    ['textConsent', departmentUuid, customerUuid] as const,
  links: (departmentUuid: string, appointmentUuid: string) =>
    ['payments', 'visit', departmentUuid, appointmentUuid] as const,
};

/** The saved visit replaces the shown one; every schedule of the department reloads. */
function useVisitSaved(departmentUuid: string, appointmentUuid: string) {
  const queryClient = useQueryClient();
  return (saved: SavedAppointment) => {
    queryClient.setQueryData(
      appointmentKeys.detail(departmentUuid, appointmentUuid),
      (old: AppointmentWithHistory | undefined) =>
        old ? { ...old, appointmentInfo: saved.appointmentInfo } : old,
    );
    return queryClient.invalidateQueries({ queryKey: appointmentKeys.department(departmentUuid) });
  };
}

export function useMoveVisit(departmentUuid: string, appointmentUuid: string) {
  return useMutation({
    mutationFn: (body: MoveRequest) => moveVisit(departmentUuid, appointmentUuid, body),
    onSuccess: useVisitSaved(departmentUuid, appointmentUuid),
  });
}

export function useCancelVisit(departmentUuid: string, appointmentUuid: string) {
  return useMutation({
    mutationFn: (body: CancelWithReasonInput) =>
      requestJson<SavedAppointment>('POST', `${visitPath(departmentUuid, appointmentUuid)}/cancel`, body),
    onSuccess: useVisitSaved(departmentUuid, appointmentUuid),
  });
}

export const useTextConsent = (departmentUuid: string, customerUuid: string) =>
  useQuery({
    queryKey: visitKeys.consent(departmentUuid, customerUuid),
    queryFn: () => requestJson<TextConsentResponse>('GET', consentPath(departmentUuid, customerUuid)),
  });

/** Records the consent; the answer is the customer's numbers as they are now. */
export function useRecordConsent(departmentUuid: string, customerUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; method: ConsentMethod }) =>
      requestJson<TextConsentResponse>('POST', consentPath(departmentUuid, customerUuid), body),
    onSuccess: (answer) => {
      queryClient.setQueryData(visitKeys.consent(departmentUuid, customerUuid), answer);
      // The thread shows the consent, and held texts went out.
      return queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
}

export const useVisitPaymentLinks = (departmentUuid: string, appointmentUuid: string) =>
  useQuery({
    queryKey: visitKeys.links(departmentUuid, appointmentUuid),
    queryFn: () =>
      requestJson<{ paymentLinks: PaymentLinkSummary[]; totalCount: number }>(
        'GET',
        `/api/v3/department/${enc(departmentUuid)}/url?${new URLSearchParams({ appointmentUuid, limit: '20' })}`,
      ),
    // Customers pay while the advisor has the visit open.
    refetchInterval: 15_000,
  });

export function useCreateVisitPaymentLink(departmentUuid: string, appointmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitPaymentLinkRequestInput) =>
      requestJson<{ invoiceId: string; paymentUrl: string; warnings: Array<{ warningDescription: string }> }>(
        'POST',
        visitLinksPath(departmentUuid, appointmentUuid),
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
