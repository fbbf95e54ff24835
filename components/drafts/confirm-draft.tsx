'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type Status = 'OPEN' | 'CONFIRMED' | 'EXPIRED';
type ErrorBody = { errors?: Array<{ errorCode: string; errorDescription: string }> };

// Plain words for the reasons a proposed time can no longer be booked.
const reasons: Record<string, string> = {
  SLOT_UNAVAILABLE: 'That time can no longer be booked. Please call us to choose another time.',
  NO_SA_AVAILABLE: 'No advisor is free at that time any more. Please call us to choose another time.',
  NO_TIME_INTERVAL_EXISTS: 'The service department is not open at that time any more. Please call us.',
  PAST_DATE: 'This time is already in the past. Please call us to choose another time.',
  DRAFT_EXPIRED: 'This proposal has expired. Please call us to book your visit.',
  DRAFT_ALREADY_CONFIRMED: 'This visit is already confirmed.',
  DUPLICATE_APPOINTMENT_FOUND: 'You already have a visit booked for this vehicle that day.',
};

export function ConfirmDraft({
  token,
  initialStatus,
  dealerPhone,
}: {
  token: string;
  initialStatus: Status;
  dealerPhone: string | null;
}) {
  const [status, setStatus] = useState<Status>(initialStatus);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/appointment/v2/draft/${encodeURIComponent(token)}/confirm`, {
        method: 'POST',
      });
      if (response.ok) {
        setStatus('CONFIRMED');
        return;
      }
      const body = (await response.json().catch(() => ({}))) as ErrorBody;
      const first = body.errors?.[0];
      setError(
        (first && reasons[first.errorCode]) ??
          first?.errorDescription ??
          'Something went wrong. Please try again.',
      );
      if (first?.errorCode === 'DRAFT_ALREADY_CONFIRMED') setStatus('CONFIRMED');
      if (first?.errorCode === 'DRAFT_EXPIRED') setStatus('EXPIRED');
    } catch {
      setError('We could not reach the dealership. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  if (status === 'CONFIRMED') {
    return <Alert tone="success">Your visit is confirmed. We look forward to seeing you.</Alert>;
  }
  if (status === 'EXPIRED') {
    return (
      <Alert tone="error">
        This proposal has expired.{dealerPhone ? ` Please call us at ${dealerPhone} to book your visit.` : ''}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={confirm} loading={busy} className="h-12 text-base">
        Confirm this visit
      </Button>
      {dealerPhone && (
        <p className="text-center text-sm text-slate-600">
          Another time suits you better? Call{' '}
          <a className="underline" href={`tel:${dealerPhone}`}>
            {dealerPhone}
          </a>
          .
        </p>
      )}
    </div>
  );
}
