import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentUrlRequestInput } from '@/server/payments/payment.schemas';
import {
  actOnPaymentLink,
  createPaymentLink,
  fetchPaymentLinkDetail,
  fetchPaymentLinks,
  type PaymentLinkAction,
  type PaymentLinkQuery,
  searchCustomers,
} from './api';

export const paymentKeys = {
  all: ['payments'] as const,
  links: (departmentUuid: string, query: PaymentLinkQuery) =>
    [...paymentKeys.all, 'links', departmentUuid, query] as const,
  detail: (departmentUuid: string, invoiceId: string) =>
    [...paymentKeys.all, 'detail', departmentUuid, invoiceId] as const,
  customers: (departmentUuid: string, term: string) =>
    [...paymentKeys.all, 'customers', departmentUuid, term] as const,
};

export const usePaymentLinks = (departmentUuid: string, query: PaymentLinkQuery) =>
  useQuery({
    queryKey: paymentKeys.links(departmentUuid, query),
    queryFn: () => fetchPaymentLinks(departmentUuid, query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Customers pay while the advisor watches the list.
    refetchInterval: 15_000,
  });

export const useCustomerSearch = (departmentUuid: string, term: string) =>
  useQuery({
    queryKey: paymentKeys.customers(departmentUuid, term),
    queryFn: () => searchCustomers(departmentUuid, term),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export function useCreatePaymentLink(departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUrlRequestInput) => createPaymentLink(departmentUuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const usePaymentLinkDetail = (departmentUuid: string, invoiceId: string) =>
  useQuery({
    queryKey: paymentKeys.detail(departmentUuid, invoiceId),
    queryFn: () => fetchPaymentLinkDetail(departmentUuid, invoiceId),
  });

/** Capture, refund or cancel; the list and the link's details reload with the result. */
export function usePaymentLinkAction(departmentUuid: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PaymentLinkAction) => actOnPaymentLink(departmentUuid, invoiceId, action),
    onSuccess: (detail) => {
      queryClient.setQueryData(paymentKeys.detail(departmentUuid, invoiceId), detail);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
