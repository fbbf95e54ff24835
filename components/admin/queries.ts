'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type DeliveryStatus } from './api';

export const adminKeys = {
  all: ['admin'] as const,
  dealers: () => ['admin', 'dealers'] as const,
  dealer: (dealerUuid: string) => ['admin', 'dealer', dealerUuid] as const,
  people: (dealerUuid: string) => ['admin', 'people', dealerUuid] as const,
  teams: (departmentUuid: string) => ['admin', 'teams', departmentUuid] as const,
  transportOptions: (departmentUuid: string) => ['admin', 'transport-options', departmentUuid] as const,
  messageTemplates: (departmentUuid: string) => ['admin', 'message-templates', departmentUuid] as const,
  apiClients: (dealerUuid: string) => ['admin', 'api-clients', dealerUuid] as const,
  deliveries: (dealerUuid: string, username: string) =>
    ['admin', 'deliveries', dealerUuid, username] as const,
  audit: (dealerUuid: string) => ['admin', 'audit', dealerUuid] as const,
};

export const useAdministeredDealers = () =>
  useQuery({ queryKey: adminKeys.dealers(), queryFn: adminApi.dealers });

export const useDealer = (dealerUuid: string) =>
  useQuery({ queryKey: adminKeys.dealer(dealerUuid), queryFn: () => adminApi.dealer(dealerUuid) });

export const usePeople = (dealerUuid: string) =>
  useQuery({ queryKey: adminKeys.people(dealerUuid), queryFn: () => adminApi.people(dealerUuid) });

export const useTeams = (departmentUuid: string) =>
  useQuery({ queryKey: adminKeys.teams(departmentUuid), queryFn: () => adminApi.teams(departmentUuid) });

export const useMessageTemplates = (departmentUuid: string) =>
  useQuery({
    queryKey: adminKeys.messageTemplates(departmentUuid),
    queryFn: () => adminApi.messageTemplates(departmentUuid),
  });

export const useTransportOptions = (departmentUuid: string) =>
  useQuery({
    queryKey: adminKeys.transportOptions(departmentUuid),
    queryFn: () => adminApi.transportOptions(departmentUuid),
  });

export const useApiClients = (dealerUuid: string) =>
  useQuery({ queryKey: adminKeys.apiClients(dealerUuid), queryFn: () => adminApi.apiClients(dealerUuid) });

export const useDeliveries = (
  dealerUuid: string,
  username: string,
  filter: { status?: DeliveryStatus; page: number },
) =>
  useQuery({
    queryKey: [...adminKeys.deliveries(dealerUuid, username), filter],
    queryFn: () => adminApi.deliveries(dealerUuid, username, filter),
    enabled: username !== '',
    placeholderData: keepPreviousData,
    // A pending delivery (waiting, or just replayed) gets its next attempt soon: show it when it does.
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === 'PENDING') ? 5000 : false),
  });

export const useAudit = (dealerUuid: string, filter: { q?: string; action?: string; page: number }) =>
  useQuery({
    queryKey: [...adminKeys.audit(dealerUuid), filter],
    queryFn: () => adminApi.audit(dealerUuid, filter),
    placeholderData: keepPreviousData,
    // The log is read right after acting elsewhere in administration: never show a stale page.
    staleTime: 0,
  });

/**
 * A change made in administration. Afterwards every administration query is refetched: the
 * changes touch few, small lists, and the audit log gains an entry with each of them.
 */
export function useAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
