'use client';

import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { type Choice, chosenServices, consentWording, type Details, estimateOf } from './booking-model';
import { longDayLabel, money, timeLabel, zoneLabel } from './format';
import { OnlineApiError, type OnlineOffer, retryHint, type Verified } from './online-api';
import { linkButton } from './styles';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** The service's reason after "The slot … is not available:", in brackets, or nothing. */
function reasonOf(message: string): string {
  const reason = message.split(': ').slice(1).join(': ').trim();
  return reason ? ` (${reason})` : '';
}

/** Book, and its refusal in words that say what to do. */
function useBook(onBook: () => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function book() {
    setPending(true);
    setError(null);
    try {
      await onBook();
    } catch (e) {
      setError(
        !(e instanceof OnlineApiError)
          ? 'Booking failed. Check your connection and try again.'
          : e.code === 'SLOT_UNAVAILABLE'
            ? `That time can no longer be booked${reasonOf(e.message)}. Go back to the times and choose another.`
            : retryHint(e),
      );
      setPending(false);
    }
  }
  return { pending, error, book };
}

/** One screen with everything booked, and Book. */
export function ReviewBooking(props: {
  offer: OnlineOffer;
  startDateTime: string;
  choice: Choice;
  details: Details;
  verified: Verified;
  /** A returning customer who proved an email: confirmed there, no consent to texts asked. */
  emailedTo: string | null;
  termsText: string | null;
  onConsent: (consent: boolean) => void;
  onBook: () => Promise<void>;
  onChangeDetails: () => void;
}) {
  const { offer, choice, details } = props;
  const { pending, error, book } = useBook(props.onBook);
  const services = chosenServices(offer.services, choice);
  const date = props.startDateTime.slice(0, 10);
  const time = props.startDateTime.slice(11, 16);
  const vehicle = details.vehicleUuid
    ? props.verified.customer?.vehicles.find((v) => v.vehicleUuid === details.vehicleUuid)?.label
    : details.vin.trim().toUpperCase() || [details.year, details.make, details.model].join(' ');
  const advisor =
    offer.advisors.find((a) => a.uuid === choice.advisorUuid)?.name ?? 'Assigned by the dealership';
  return (
    <div className="space-y-4">
      <dl className="rounded-lg border border-slate-200 bg-white px-3 py-1 text-sm">
        <Row label="When" value={`${longDayLabel(date)}, ${timeLabel(time)}`} />
        <Row label="Time zone" value={zoneLabel(offer.timeZone)} />
        {services.map((s) => (
          <Row key={s.uuid} label={s.name} value={money(s.price) ?? 'Price on inspection'} />
        ))}
        {services.length === 0 && <Row label="Services" value="None chosen: we check the car with you" />}
        {choice.concern.trim() && <Row label="Problem described" value={choice.concern.trim()} />}
        {services.length > 0 && (
          <Row label="Estimate" value={money(estimateOf(services).toFixed(2)) ?? '$0.00'} />
        )}
        <Row
          label="While we work"
          value={
            offer.transportOptions.find((o) => o.uuid === choice.transportOptionUuid)?.name ?? 'No preference'
          }
        />
        <Row label="Advisor" value={advisor} />
        <Row label="Vehicle" value={vehicle ?? ''} />
      </dl>
      <button type="button" onClick={props.onChangeDetails} className={linkButton}>
        Change vehicle or details
      </button>
      {props.emailedTo ? (
        <p className="text-sm text-slate-800">We email your confirmation to {props.emailedTo}.</p>
      ) : (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={details.consent}
            onChange={(e) => props.onConsent(e.target.checked)}
          />
          <span>{consentWording(offer.dealerName)}</span>
        </label>
      )}
      {props.termsText && <p className="text-sm text-slate-700">{props.termsText}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <BusyButton onClick={book} pending={pending} busyWords="Booking your visit…" className="h-12">
        Book
      </BusyButton>
    </div>
  );
}
