'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MigrateCommunicationCodesRequest,
  OpcodeInput,
  SearchOpcodesRequest,
} from '@/server/opcodes/opcode.schemas';
import { opcodeApi } from './api';

/** Where the admin works: the advisor's selected department and the dealer associate acting. */
export type OpcodeScope = { dealerUuid: string; departmentUuid: string; dealerAssociateUuid: string };

export const opcodeKeys = {
  all: ['opcodes'] as const,
  search: (scope: OpcodeScope, body: SearchOpcodesRequest) =>
    ['opcodes', 'search', scope.departmentUuid, body] as const,
  detail: (uuid: string) => ['opcodes', 'detail', uuid] as const,
  menus: (scope: OpcodeScope, kind: 'dealer' | 'factory', currentMileage: number | null) =>
    ['opcodes', 'menus', scope.departmentUuid, kind, currentMileage] as const,
};

export function useOpcodeSearch(scope: OpcodeScope, body: SearchOpcodesRequest) {
  return useQuery({
    queryKey: opcodeKeys.search(scope, body),
    queryFn: () =>
      opcodeApi.search(scope.dealerUuid, { ...body, dealerDepartmentUuid: scope.departmentUuid }),
    placeholderData: keepPreviousData,
  });
}

export function useOpcodeDetail(scope: OpcodeScope, uuid: string | null) {
  return useQuery({
    queryKey: opcodeKeys.detail(uuid ?? ''),
    queryFn: () => opcodeApi.get(scope.dealerUuid, uuid ?? ''),
    enabled: uuid !== null,
  });
}

export function useMenus(scope: OpcodeScope, kind: 'dealer' | 'factory', currentMileage: number | null) {
  return useQuery({
    queryKey: opcodeKeys.menus(scope, kind, currentMileage),
    queryFn: () => {
      const body = { dealerDepartmentUuid: scope.departmentUuid, currentMileage };
      return kind === 'dealer'
        ? opcodeApi.menus(scope.dealerUuid, body)
        : opcodeApi.factoryMenus(scope.dealerUuid, body);
    },
  });
}

export function useSaveOpcode(scope: OpcodeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opcode: OpcodeInput) =>
      opcodeApi.save(scope.departmentUuid, {
        opcode,
        // The admin never overwrites silently: a taken code is shown as a message.
        errorOnDuplicate: true,
        eventDealerAssociateUuid: scope.dealerAssociateUuid,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opcodeKeys.all }),
  });
}

/** Shows or hides several opcodes in one channel: one update per opcode, each in its history. */
export function useBulkVisibility(scope: OpcodeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: {
      opcodes: Array<{ uuid: string; laborOpCode: string }>;
      flag: 'inOnlineScheduler' | 'inDealerAppScheduler' | 'inMobileService' | 'inServiceCart';
      value: boolean;
    }) => {
      const results = await Promise.allSettled(
        change.opcodes.map((o) =>
          opcodeApi.save(scope.departmentUuid, {
            opcode: { uuid: o.uuid, laborOpCode: o.laborOpCode, [change.flag]: change.value },
            errorOnDuplicate: false,
            eventDealerAssociateUuid: scope.dealerAssociateUuid,
          }),
        ),
      );
      const failed = results.filter((r) => r.status === 'rejected').length;
      if (failed > 0)
        throw new Error(`${failed} of ${results.length} opcodes could not be updated. Try again.`);
      return results.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opcodeKeys.all }),
  });
}

export function useMigration(scope: OpcodeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body: Omit<MigrateCommunicationCodesRequest, 'dealerDepartmentUuid' | 'eventDealerAssociateUuid'>,
    ) =>
      opcodeApi.migrate({
        ...body,
        dealerDepartmentUuid: scope.departmentUuid,
        eventDealerAssociateUuid: scope.dealerAssociateUuid,
      }),
    onSuccess: (report) => {
      if (!report.dryRun) return queryClient.invalidateQueries({ queryKey: opcodeKeys.all });
    },
  });
}
