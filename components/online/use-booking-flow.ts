'use client';

import { useEffect, useRef, useState } from 'react';
import { bookingRequestOf, type Choice, type Details, emptyChoice, emptyDetails } from './booking-model';
import {
  type Booked,
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

/** The page's state: the choice and its free times, the step, the proven phone, details and the booking. */
export function useBookingFlow(dealer: OnlinePlace, offer: OnlineOffer, initialTimes: OnlineTimes) {
  const firstOption = offer.transportOptions[0]?.uuid ?? null;
  const [choice, setChoice] = useState<Choice>({ ...emptyChoice, transportOptionUuid: firstOption });
  const { times, loading, error } = useOnlineTimes(dealer, initialTimes, choice);
  const { date, setDate } = useDay(times, initialTimes);
  const { step, moved, setStep } = useStep();
  const [slot, setSlot] = useState<string | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);
  // The email a returning customer proved instead of a phone: the confirmation is emailed there.
  const [emailedTo, setEmailedTo] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(emptyDetails);
  const [waitlist, setWaitlist] = useState<{ wanted: boolean; done: string[] }>({ wanted: false, done: [] });
  const [booked, setBooked] = useState<Booked | null>(null);

  async function joinWaitlist(session: string) {
    const { operationUuids, transportOptionUuid } = choice;
    await onlineApi.waitlist(dealer, { session, date, operationUuids, transportOptionUuid });
    setWaitlist({ wanted: false, done: [...waitlist.done, date] });
    setStep('choose');
  }

  async function book() {
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
    setBooked(await onlineApi.book(dealer, request));
    setStep('done');
  }

  function onVerified(answer: Verified, email: string | null) {
    setVerified(answer);
    setEmailedTo(email);
    if (waitlist.wanted) return void joinWaitlist(answer.session);
    const first = answer.customer?.vehicles[0]?.vehicleUuid ?? null;
    setDetails({ ...details, vehicleUuid: first });
    setStep(first ? 'review' : 'details');
  }

  function pickTime(start: string) {
    setSlot(start);
    setStep(verified ? (details.vehicleUuid ? 'review' : 'details') : 'phone');
  }

  function askWaitlist() {
    // The waitlist texts: a customer proven by email proves a phone first.
    if (verified && !emailedTo) return void joinWaitlist(verified.session);
    setWaitlist({ ...waitlist, wanted: true });
    setStep('phone');
  }

  const waitlisted = waitlist.done.includes(date);
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
    emailedTo,
    waitlistWanted: waitlist.wanted,
    details,
    setDetails,
    booked,
    waitlisted,
    pickTime,
    askWaitlist,
    onVerified,
    book,
  };
}
