'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button, buttonClasses } from '@/components/ui/button';
import { phoneLabel } from '@/components/ui/phone-label';
import type { VisitView } from '@/server/visits/get-visit';
import { CancelForm } from './cancel-form';
import { RescheduleTimes } from './reschedule-times';
import { noticeWords, refusalWords, VisitRequestError, visitRequest } from './visit-model';

type Mode = 'idle' | 'reschedule' | 'cancel';

/** One action at a time: its refusal in the customer's words, or its outcome (focused). */
function useVisitRun(visit: VisitView, onDone: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  async function run(action: () => Promise<{ when: string }>, message: (when: string) => string) {
    setBusy(true);
    setError(null);
    try {
      const result = await action();
      setDone(message(result.when));
      onDone();
      router.refresh();
      // The button pressed is gone: the outcome takes the focus, so keyboard users stay in place.
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (e) {
      const code = e instanceof VisitRequestError ? e.code : undefined;
      setError(refusalWords(code, visit.phone && phoneLabel(visit.phone)));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, done, outcome, run };
}

/** Confirm, move, cancel and add to a calendar: what the visit's state still allows. */
export function VisitActions({ token, visit }: { token: string; visit: VisitView }) {
  const [mode, setMode] = useState<Mode>('idle');
  const { busy, error, done, outcome, run } = useVisitRun(visit, () => setMode('idle'));
  const { state } = visit;

  const confirm = () =>
    run(
      () => visitRequest(token, 'confirm'),
      () => 'Thank you, your visit is confirmed.',
    );
  const move = (startDateTime: string) =>
    run(
      () => visitRequest(token, 'reschedule', { startDateTime }),
      (when) => `Your visit is moved to ${when}.`,
    );
  const cancel = (reason: string) =>
    run(
      () => visitRequest(token, 'cancel', { reason }),
      () => 'Your visit is cancelled.',
    );

  return (
    <section aria-label="What you can do" className="flex flex-col gap-3">
      <div ref={outcome} tabIndex={-1} aria-live="polite" className="outline-none">
        {done && <Alert tone="success">{done}</Alert>}
      </div>
      {error && <Refusal words={error} takeFocus={mode !== 'reschedule'} />}
      {state.canConfirm && mode === 'idle' && (
        <BusyButton onClick={confirm} pending={busy} busyWords="Confirming your visit…" className="h-12">
          Confirm this visit
        </BusyButton>
      )}
      {state.canChange && mode === 'idle' && (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" className="h-12 text-base" onClick={() => setMode('reschedule')}>
            Reschedule
          </Button>
          <Button variant="secondary" className="h-12 text-base" onClick={() => setMode('cancel')}>
            Cancel visit
          </Button>
        </div>
      )}
      {state.lateForChanges && <TooLateToChange visit={visit} />}
      {mode === 'reschedule' && (
        <RescheduleTimes token={token} busy={busy} onPick={move} onClose={() => setMode('idle')} />
      )}
      {mode === 'cancel' && <CancelForm busy={busy} onCancel={cancel} onClose={() => setMode('idle')} />}
      {state.cancelled && <BookAgain visit={visit} />}
      {!state.cancelled && (
        <a
          href={`/v/${encodeURIComponent(token)}/calendar.ics`}
          download="service-visit.ics"
          className={buttonClasses('ghost', 'md', 'h-12 text-base underline')}
        >
          Add to calendar
        </a>
      )}
    </section>
  );
}

/**
 * A refusal, announced (role alert). After a confirmation or a cancellation it takes the focus, so
 * it is read and the next step is a Tab away; a picked time keeps the focus instead (RescheduleTimes),
 * so another time is one press away.
 */
function Refusal({ words, takeFocus }: { words: string; takeFocus: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) alert.current?.focus();
  }, [takeFocus]);
  return (
    <Alert ref={alert} tabIndex={-1} tone="error">
      {words}
    </Alert>
  );
}

/** A cancelled visit's way forward: the dealer's online booking page, else the phone. */
function BookAgain({ visit }: { visit: VisitView }) {
  if (visit.bookAgainPath) {
    return (
      <a href={visit.bookAgainPath} className={buttonClasses('primary', 'md', 'h-12 text-base')}>
        Book again
      </a>
    );
  }
  if (!visit.phone) return null;
  return (
    <p className="text-slate-700">
      To book another visit, please call us at{' '}
      <a className="inline-block py-1 font-medium text-brand-700 underline" href={`tel:${visit.phone}`}>
        {phoneLabel(visit.phone)}
      </a>
      .
    </p>
  );
}

/** Too close to the visit to move or cancel it online: how to reach the department instead. */
function TooLateToChange({ visit }: { visit: VisitView }) {
  return (
    <p className="text-slate-700">
      Your visit is less than {noticeWords(visit.noticeMinutes)} away, so it can no longer be moved or
      cancelled online.
      {visit.phone && (
        <>
          {' '}
          Please call us at{' '}
          <a className="inline-block py-1 font-medium text-brand-700 underline" href={`tel:${visit.phone}`}>
            {phoneLabel(visit.phone)}
          </a>
          .
        </>
      )}
    </p>
  );
}
