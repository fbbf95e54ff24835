'use client';

import { useEffect, useRef, useState } from 'react';
import {
  bookingRequestOf,
  type Choice,
  type Details,
  detailsErrors,
  emptyChoice,
  emptyDetails,
} from './booking-model';
import {
  type Booked,
  OnlineApiError,
  type OnlineOffer,
  type OnlinePlace,
  type OnlineTimes,
  onlineApi,
  type Verified,
} from './online-api';
import { useOnlineTimes } from './use-online-times';

export type Step = 'choose' | 'phone' | 'details' | 'review' | 'done';

/** The step shown, and whether the customer has moved from the first (then its heading takes focus). */
function useStep() {
  const [step, setStepNow] = useState<Step>('choose');
  const [moved, setMoved] = useState(false);
  const setStep = (next: Step) => {
    setMoved(true);
    setStepNow(next);
  };
  return { step, moved, setStep };
}

/** The day shown: with new times it stays when it still has times, else goes to the next free one. */
function useDay(times: OnlineTimes, initialTimes: OnlineTimes) {
  const [date, setDate] = useState(initialTimes.nextFreeDate ?? initialTimes.days[0]?.date ?? '');
  const dateNow = useRef(date);
  dateNow.current = date;
  useEffect(() => {
    const open = times.days.some((d) => d.date === dateNow.current && d.times.length > 0);
    if (!open && times.nextFreeDate) setDate(times.nextFreeDate);
  }, [times]);
  return { date, setDate };
}

/** The details step has nothing left to ask: a vehicle on file, or a new customer's fields all valid. */
function detailsDone(d: Details, who: Verified): boolean {
  if (d.vehicleUuid) return true;
  const typed = d.year || d.make || d.model || d.vin;
  return Boolean(typed) && Object.keys(detailsErrors(d, who.customer === null)).length === 0;
}

/** The vehicle to book after a proof: the one chosen before if still on file, else the first on file. */
function vehicleAfterProof(details: Details, answer: Verified): string | null {
  const onFile = answer.customer?.vehicles ?? [];
  const kept = onFile.some((v) => v.vehicleUuid === details.vehicleUuid) ? details.vehicleUuid : null;
  return kept ?? onFile[0]?.vehicleUuid ?? null;
}

type SetStep = (next: Step) => void;

/** The proven phone (or email), and why the customer is asked for a code (again). */
function useProof(setStep: SetStep) {
  const [verified, setVerified] = useState<Verified | null>(null);
  // The email a returning customer proved instead of a phone: the confirmation is emailed there.
  const [emailedTo, setEmailedTo] = useState<string | null>(null);
  // Why the customer is asked for a code (again): the waitlist texts, or the 30 minutes ran out.
  const [codeNotice, setCodeNotice] = useState<string | null>(null);

  function proven(answer: Verified, email: string | null) {
    setVerified(answer);
    setEmailedTo(email);
    setCodeNotice(null);
  }

  function askCode(notice: string) {
    setCodeNotice(notice);
    setStep('phone');
  }

  /** The proof ran out (30 minutes): a new code, keeping the time and everything typed. */
  function proveAgain() {
    setVerified(null);
    askCode('Your confirmation timed out after 30 minutes. Get a new code to go on; your choices are kept.');
  }

  return { verified, emailedTo, codeNotice, proven, askCode, proveAgain };
}

type Proof = ReturnType<typeof useProof>;

/** The waitlist for the day shown: asked for (a phone proven first), joined, or refused. */
function useWaitlist(dealer: OnlinePlace, choice: Choice, date: string, proof: Proof, setStep: SetStep) {
  const [waitlist, setWaitlist] = useState<{ wanted: boolean; done: string[] }>({ wanted: false, done: [] });
  const [waitlistError, setWaitlistError] = useState<string | null>(null);

  async function join(session: string) {
    const { operationUuids, transportOptionUuid } = choice;
    setWaitlistError(null);
    try {
      await onlineApi.waitlist(dealer, { session, date, operationUuids, transportOptionUuid });
      setWaitlist({ wanted: false, done: [...waitlist.done, date] });
    } catch (e) {
      setWaitlist({ ...waitlist, wanted: false });
      if (e instanceof OnlineApiError && e.code === 'VERIFICATION_REQUIRED') return proof.proveAgain();
      setWaitlistError(
        e instanceof OnlineApiError ? e.message : 'We could not add you to the list. Try again.',
      );
    }
    setStep('choose');
  }

  function ask() {
    // The waitlist texts: a customer proven by email proves a phone first.
    if (proof.verified && !proof.emailedTo) return void join(proof.verified.session);
    setWaitlist({ ...waitlist, wanted: true });
    proof.askCode('We text you when a time opens on this day: confirm your mobile number with a code.');
  }

  return { wanted: waitlist.wanted, error: waitlistError, joined: waitlist.done.includes(date), join, ask };
}

/** Books the time chosen with the details typed; a proof that ran out asks for a new code first. */
function useBooking(dealer: OnlinePlace, offer: OnlineOffer, proof: Proof, setStep: SetStep) {
  const [booked, setBooked] = useState<Booked | null>(null);

  async function book(slot: string | null, choice: Choice, details: Details) {
    const { verified } = proof;
    if (!verified || !slot) return;
    const page = {
      session: verified.session,
      isNew: verified.customer === null,
      page: window.location.pathname,
    };
    const request = bookingRequestOf({
      ...page,
      startDateTime: slot,
      choice,
      details,
      dealerName: offer.dealerName,
    });
    try {
      setBooked(await onlineApi.book(dealer, request));
    } catch (e) {
      if (e instanceof OnlineApiError && e.code === 'VERIFICATION_REQUIRED') return proof.proveAgain();
      throw e;
    }
    setStep('done');
  }

  return { booked, book };
}

/** The page's state: the choice and its free times, the step, the proven phone, details and the booking. */
export function useBookingFlow(dealer: OnlinePlace, offer: OnlineOffer, initialTimes: OnlineTimes) {
  const firstOption = offer.transportOptions[0]?.uuid ?? null;
  const [choice, setChoice] = useState<Choice>({ ...emptyChoice, transportOptionUuid: firstOption });
  const { times, loading, error } = useOnlineTimes(dealer, initialTimes, choice);
  const { date, setDate } = useDay(times, initialTimes);
  const { step, moved, setStep } = useStep();
  const [slot, setSlot] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(emptyDetails);
  const proof = useProof(setStep);
  const waitlist = useWaitlist(dealer, choice, date, proof, setStep);
  const { booked, book } = useBooking(dealer, offer, proof, setStep);
  const { verified } = proof;

  function onVerified(answer: Verified, email: string | null) {
    proof.proven(answer, email);
    if (waitlist.wanted) return void waitlist.join(answer.session);
    if (!slot) return setStep('choose');
    // Proven again after the 30 minutes ran out: straight back to where the customer was.
    const next = { ...details, vehicleUuid: vehicleAfterProof(details, answer) };
    setDetails(next);
    setStep(detailsDone(next, answer) ? 'review' : 'details');
  }

  function pickTime(start: string) {
    setSlot(start);
    setStep(verified ? (detailsDone(details, verified) ? 'review' : 'details') : 'phone');
  }

  return {
    choice,
    setChoice,
    times,
    loading,
    error,
    date,
    setDate,
    step,
    setStep,
    moved,
    slot,
    verified,
    emailedTo: proof.emailedTo,
    waitlistWanted: waitlist.wanted,
    waitlistError: waitlist.error,
    codeNotice: proof.codeNotice,
    details,
    setDetails,
    booked,
    waitlisted: waitlist.joined,
    pickTime,
    askWaitlist: waitlist.ask,
    onVerified,
    book: () => book(slot, choice, details),
  };
}
