'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opcodeKeys } from '@/components/opcodes/queries';
import type { SaveSchedulingSettings } from '@/server/scheduling/settings.schemas';
import { settingsApi } from './api';

export const settingsKeys = {
  department: (departmentUuid: string) => ['scheduling-settings', departmentUuid] as const,
};

export function useSchedulingSettings(departmentUuid: string) {
  return useQuery({
    queryKey: settingsKeys.department(departmentUuid),
    queryFn: () => settingsApi.get(departmentUuid),
  });
}

/** Saves everything at once; the answer is the new settings, so the cache takes it as is. */
export function useSaveSchedulingSettings(departmentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSchedulingSettings) => settingsApi.save(departmentUuid, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.department(departmentUuid), settings);
      // Opcode lead times and daily limits are saved on the opcodes themselves.
      return queryClient.invalidateQueries({ queryKey: opcodeKeys.all });
    },
  });
}
