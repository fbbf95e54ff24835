import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ThreadContextResponse } from '@/server/conversations/thread-side.schemas';
import type { SendMessageRequest } from '@/server/messaging/message.schemas';
import {
  assignThread,
  fetchInbox,
  fetchTemplates,
  fetchThreadContext,
  fetchThreadPage,
  fetchUnreadCount,
  openThread,
  postNote,
  sendMessage,
  type ThreadCursor,
} from './api';

export const inboxKeys = {
  all: ['inbox'] as const,
  threads: (departmentUuid: string, search: string, assignedTo: string | null) =>
    [...inboxKeys.all, 'threads', departmentUuid, search, assignedTo] as const,
  context: (departmentUuid: string, customerUuid: string) =>
    [...inboxKeys.all, 'context', departmentUuid, customerUuid] as const,
  templates: (departmentUuid: string) => [...inboxKeys.all, 'templates', departmentUuid] as const,
  thread: (departmentUuid: string, customerUuid: string) =>
    [...inboxKeys.all, 'thread', departmentUuid, customerUuid] as const,
  open: (departmentUuid: string, customerUuid: string) =>
    [...inboxKeys.all, 'open', departmentUuid, customerUuid] as const,
  unread: (departmentUuid: string) => [...inboxKeys.all, 'unread', departmentUuid] as const,
};

/** New replies show up without a reload: the lists poll while the page is open. */
const pollMs = 3_000;

export const useInboxThreads = (departmentUuid: string, search: string, assignedTo: string | null) =>
  useQuery({
    queryKey: inboxKeys.threads(departmentUuid, search, assignedTo),
    queryFn: () => fetchInbox(departmentUuid, search, assignedTo),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });

/**
 * Opening marks the thread read and locks the customer to the advisor; renewed every minute. The
 * list and the navigation's badge are refetched after each open, or their unread counts would lag
 * until the next poll.
 */
export function useOpenThread(departmentUuid: string, userUuid: string, customerUuid: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.open(departmentUuid, customerUuid),
    queryFn: async () => {
      const opened = await openThread(departmentUuid, userUuid, customerUuid);
      await Promise.all([
        client.invalidateQueries({ queryKey: [...inboxKeys.all, 'threads', departmentUuid] }),
        client.invalidateQueries({ queryKey: inboxKeys.unread(departmentUuid) }),
      ]);
      return opened;
    },
    refetchInterval: 60_000,
  });
}

export const useThread = (departmentUuid: string, userUuid: string, customerUuid: string) =>
  useInfiniteQuery({
    queryKey: inboxKeys.thread(departmentUuid, customerUuid),
    queryFn: ({ pageParam }) => fetchThreadPage(departmentUuid, userUuid, customerUuid, pageParam),
    initialPageParam: null as ThreadCursor,
    getNextPageParam: (last) => last.next,
    refetchInterval: pollMs,
  });

function useInvalidateThread(departmentUuid: string, customerUuid: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: inboxKeys.thread(departmentUuid, customerUuid) }),
      client.invalidateQueries({ queryKey: [...inboxKeys.all, 'threads', departmentUuid] }),
    ]);
}

export function useSendMessage(departmentUuid: string, userUuid: string, customerUuid: string) {
  const invalidate = useInvalidateThread(departmentUuid, customerUuid);
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage(departmentUuid, userUuid, customerUuid, body),
    onSettled: invalidate,
  });
}

export function usePostNote(departmentUuid: string, userUuid: string, customerUuid: string) {
  const invalidate = useInvalidateThread(departmentUuid, customerUuid);
  return useMutation({
    mutationFn: (text: string) => postNote(departmentUuid, userUuid, customerUuid, text),
    onSettled: invalidate,
  });
}

export const useThreadContext = (departmentUuid: string, customerUuid: string) =>
  useQuery({
    queryKey: inboxKeys.context(departmentUuid, customerUuid),
    queryFn: () => fetchThreadContext(departmentUuid, customerUuid),
  });

export const useTemplates = (departmentUuid: string) =>
  useQuery({ queryKey: inboxKeys.templates(departmentUuid), queryFn: () => fetchTemplates(departmentUuid) });

/**
 * The thread list shows assignees and filters by them, so it is refetched after a change; the
 * thread's own context takes the new assignee from the answer at once.
 */
export function useAssignThread(departmentUuid: string, customerUuid: string) {
  const client = useQueryClient();
  const contextKey = inboxKeys.context(departmentUuid, customerUuid);
  return useMutation({
    mutationFn: (userUuid: string | null) => assignThread(departmentUuid, customerUuid, userUuid),
    onSuccess: ({ assignee }) =>
      client.setQueryData<ThreadContextResponse>(contextKey, (old) => old && { ...old, assignee }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...inboxKeys.all, 'threads', departmentUuid] }),
        client.invalidateQueries({ queryKey: contextKey }),
      ]),
  });
}

/** Unread incoming messages of the department, for the navigation; polled while any page is open. */
export const useUnreadCount = (departmentUuid: string, enabled = true) =>
  useQuery({
    queryKey: inboxKeys.unread(departmentUuid),
    queryFn: () => fetchUnreadCount(departmentUuid),
    enabled,
    refetchInterval: 15_000,
    staleTime: 5_000,
  });
