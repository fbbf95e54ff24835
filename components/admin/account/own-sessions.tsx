'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormatMoment } from '../format';
import { QueryState } from '../query-state';
import { type OwnSession, sessionsApi } from './sessions-api';

const sessionsKey = ['account', 'sessions'] as const;

/** Where one is signed in, with a button to end each session other than this one. */
export function OwnSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: sessionsApi.list, staleTime: 0 });
  const end = useMutation({
    mutationFn: sessionsApi.end,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  return (
    <QueryState isPending={sessions.isPending} error={sessions.error} label="your sessions">
      {end.error && <Alert tone="error">{end.error.message}</Alert>}
      <ul aria-label="Your sessions" className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {sessions.data?.sessions.map((session) => (
          <SessionRow
            key={session.sessionUuid}
            session={session}
            pending={end.isPending && end.variables === session.sessionUuid}
            onEnd={() => end.mutate(session.sessionUuid)}
          />
        ))}
      </ul>
    </QueryState>
  );
}

function SessionRow({
  session,
  pending,
  onEnd,
}: {
  session: OwnSession;
  pending: boolean;
  onEnd: () => void;
}) {
  const formatMoment = useFormatMoment();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {session.device}
          {session.current && <span className="ml-2 text-xs font-normal text-brand-700">This device</span>}
        </p>
        <p className="text-slate-600">
          Signed in {formatMoment(session.signedInAt)} · last seen {formatMoment(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          onClick={onEnd}
          aria-label={`End session on ${session.device}, signed in ${formatMoment(session.signedInAt)}`}
        >
          End session
        </Button>
      )}
    </li>
  );
}
