'use client';

import { useEffect, useRef, useState } from 'react';
import { ChooseServices, ChooseVisit } from './choose-services';
import { ChooseTime } from './choose-time';
import { DetailsForm } from './details-form';
import { longDayLabel, money, timeLabel, zoneLabel } from './format';
import type { Booked, OnlineOffer, OnlinePlace, OnlineTimes, Verified } from './online-api';
import { OpenRecalls } from './open-recalls';
import { ReviewBooking } from './review-booking';
import { linkButton } from './styles';
import { type Step, useBookingFlow } from './use-booking-flow';
import { type TypedContact, VerifyPhone } from './verify-phone';

const titles: Record<Step, string> = {
  choose: 'Choose a time',
  phone: 'Confirm it’s you',
  details: 'Your details',
  review: 'Review and book',
  done: 'You are booked',
};

export type OnlineBookingProps = {
  dealer: OnlinePlace;
  offer: OnlineOffer;
  initialTimes: OnlineTimes;
  termsText: string | null;
};

/** The step's heading, focused when the step changes so keyboard and screen reader users follow. */
function StepHeading({ step, focus }: { step: Step; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {titles[step]}
    </h2>
  );
}

function Done({ booked, sentTo }: { booked: Booked; sentTo: string | null }) {
  const date = booked.startDateTime.slice(0, 10);
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">
        {longDayLabel(date)} at {timeLabel(booked.startDateTime.slice(11, 16))}
      </p>
      <p className="text-sm">Times are {zoneLabel(booked.timeZone)}.</p>
      {booked.advisorName && <p className="mt-1 text-sm">Your advisor: {booked.advisorName}</p>}
      {booked.transportOption && <p className="text-sm">While we work: {booked.transportOption}</p>}
      {booked.services.length > 0 && (
        <ul className="mt-1 text-sm">
          {booked.services.map((s) => (
            <li key={s.name}>
              {s.name}:{' '}
              {s.price !== null && Number(s.price) === 0 ? 'free' : (money(s.price) ?? 'price on inspection')}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-sm">Estimate: {money(booked.estimate) ?? '$0.00'}</p>
      {sentTo && (
        <p className="mt-2 text-sm">{sentTo}, with a link to confirm, change or cancel the visit.</p>
      )}
    </div>
  );
}

type BookingFlow = ReturnType<typeof useBookingFlow>;

/** Where the confirmation went: the email proven instead of a phone, or a text when the customer agreed. */
function confirmationSentTo(flow: BookingFlow): string | null {
  if (flow.emailedTo) return `We emailed the confirmation to ${flow.emailedTo}`;
  return flow.details.consent ? 'We texted the confirmation to your phone' : null;
}

/** The first step: what the visit is for, open recalls once proven, and the free times. */
function ChooseStep({ dealer, offer, flow }: { dealer: OnlinePlace; offer: OnlineOffer; flow: BookingFlow }) {
  const { choice, verified } = flow;
  return (
    <>
      <ChooseVisit offer={offer} choice={choice} onChange={flow.setChoice} />
      <ChooseServices offer={offer} choice={choice} onChange={flow.setChoice} />
      {verified && (
        <OpenRecalls
          dealer={dealer}
          session={verified.session}
          details={flow.details}
          choice={choice}
          setChoice={flow.setChoice}
        />
      )}
      {(flow.error ?? flow.waitlistError) && (
        <p role="alert" className="text-sm text-red-700">
          {flow.error ?? flow.waitlistError}
        </p>
      )}
      <ChooseTime
        times={flow.times}
        date={flow.date}
        loading={flow.loading}
        onDate={flow.setDate}
        onTime={flow.pickTime}
        onDropOff={(uuid) => flow.setChoice({ ...choice, transportOptionUuid: uuid })}
        onWaitlist={flow.askWaitlist}
        waitlisted={flow.waitlisted}
      />
    </>
  );
}

type ReviewStepProps = {
  dealer: OnlinePlace;
  offer: OnlineOffer;
  verified: Verified;
  termsText: string | null;
  flow: BookingFlow;
};

/** The review: open recalls still to add, then the visit as it will be booked, and Book. */
function ReviewStep({ dealer, offer, verified, termsText, flow }: ReviewStepProps) {
  const { slot, choice, details } = flow;
  return (
    <>
      <OpenRecalls
        dealer={dealer}
        session={verified.session}
        details={details}
        choice={choice}
        setChoice={flow.setChoice}
      />
      {slot && (
        <ReviewBooking
          offer={offer}
          startDateTime={slot}
          choice={choice}
          details={details}
          verified={verified}
          emailedTo={flow.emailedTo}
          termsText={termsText}
          onConsent={(consent) => flow.setDetails({ ...details, consent })}
          onBook={flow.book}
          onChangeDetails={() => flow.setStep('details')}
        />
      )}
    </>
  );
}

/** The customer's own booking: free times first, then the phone, details, review and Book. */
export function OnlineBooking(props: OnlineBookingProps) {
  const { dealer, offer } = props;
  const flow = useBookingFlow(dealer, offer, props.initialTimes);
  const { step, verified } = flow;
  // Kept here so that going back to the times and on again keeps what was typed.
  const [typed, setTyped] = useState<TypedContact>({ value: '', byEmail: false });
  return (
    <div className="space-y-4">
      <StepHeading key={step} step={step} focus={flow.moved} />
      {step === 'choose' && <ChooseStep dealer={dealer} offer={offer} flow={flow} />}
      {step === 'phone' && (
        <VerifyPhone
          dealer={dealer}
          allowEmail={!flow.waitlistWanted}
          reason={flow.codeNotice}
          typed={typed}
          onTyped={setTyped}
          onVerified={flow.onVerified}
        />
      )}
      {step === 'details' && verified && (
        <DetailsForm
          verified={verified}
          details={flow.details}
          onChange={flow.setDetails}
          onDone={() => flow.setStep('review')}
        />
      )}
      {step === 'review' && verified && (
        <ReviewStep
          dealer={dealer}
          offer={offer}
          verified={verified}
          termsText={props.termsText}
          flow={flow}
        />
      )}
      {step === 'done' && flow.booked && <Done booked={flow.booked} sentTo={confirmationSentTo(flow)} />}
      {step !== 'choose' && step !== 'done' && (
        <button type="button" onClick={() => flow.setStep('choose')} className={linkButton}>
          Back to times
        </button>
      )}
    </div>
  );
}
