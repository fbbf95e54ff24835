'use client';

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  type ConsentMethod,
  consentMethods,
  consentMethodWords,
  type PhoneConsent,
} from '@/server/messaging/consent.schemas';
import { useRecordConsent, useTextConsent } from './visit-api';

const statusWords: Record<PhoneConsent['optInStatus'], string> = {
  OPTED_IN: 'Agreed to texts',
  OPTED_OUT: 'Opted out of texts',
  NONE: 'Not asked yet: texts wait until they agree',
};

/** "By phone, recorded by Jordan Lee on Mar 4, 9:30 AM." */
function evidenceSentence(evidence: NonNullable<PhoneConsent['evidence']>, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(evidence.recordedAt));
  const how = consentMethodWords[evidence.method];
  return `Agreed ${how}, recorded by ${evidence.recordedByName} on ${when}.`;
}

/**
 * The customer's numbers and their consent to texts; for a number that has not agreed, the
 * advisor records the consent the customer just gave in person or on the phone. The evidence
 * (how, who, when) is shown once recorded.
 */
export function ConsentRecorder({
  departmentUuid,
  customerUuid,
  customerName,
  timeZone,
}: {
  departmentUuid: string;
  customerUuid: string;
  customerName: string;
  timeZone: string;
}) {
  const consent = useTextConsent(departmentUuid, customerUuid);
  if (consent.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Loading consent to texts…
      </p>
    );
  }
  if (consent.isError) return <Alert tone="error">Consent to texts could not be loaded.</Alert>;
  if (consent.data.phones.length === 0) {
    return <p className="text-sm text-slate-600">{customerName} has no phone number on file.</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Consent to texts">
      {consent.data.phones.map((phone) => (
        <PhoneConsentItem
          key={phone.phoneNumber}
          phone={phone}
          departmentUuid={departmentUuid}
          customerUuid={customerUuid}
          customerName={customerName}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

function PhoneConsentItem({
  phone,
  departmentUuid,
  customerUuid,
  customerName,
  timeZone,
}: {
  phone: PhoneConsent;
  departmentUuid: string;
  customerUuid: string;
  customerName: string;
  timeZone: string;
}) {
  return (
    <li className="space-y-1.5 text-sm">
      <p>
        <span className="font-medium text-slate-900">{phone.phoneNumber}</span>{' '}
        <span className="text-slate-700">· {statusWords[phone.optInStatus]}</span>
      </p>
      {phone.evidence && <p className="text-slate-700">{evidenceSentence(phone.evidence, timeZone)}</p>}
      {phone.optInStatus !== 'OPTED_IN' && (
        <RecordConsentForm
          phone={phone}
          departmentUuid={departmentUuid}
          customerUuid={customerUuid}
          customerName={customerName}
        />
      )}
    </li>
  );
}

/** How the customer said yes, and the button that records it for this number. */
function RecordConsentForm({
  phone,
  departmentUuid,
  customerUuid,
  customerName,
}: {
  phone: PhoneConsent;
  departmentUuid: string;
  customerUuid: string;
  customerName: string;
}) {
  const id = useId();
  const [method, setMethod] = useState<ConsentMethod>('IN_PERSON');
  const record = useRecordConsent(departmentUuid, customerUuid);
  return (
    <form
      className="space-y-2 rounded-md border border-slate-200 p-3"
      aria-label={`Record consent for ${phone.phoneNumber}`}
      onSubmit={(e) => {
        e.preventDefault();
        record.mutate({ phoneNumber: phone.phoneNumber, method });
      }}
    >
      {record.error && <Alert tone="error">The consent was not recorded: {record.error.message}</Alert>}
      <fieldset className="space-y-1">
        <legend className="text-slate-800">
          {customerName} agreed to get texts at {phone.phoneNumber}:
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {consentMethods.map((m) => (
            <label key={m} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-method`}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="size-4 accent-brand-700"
              />
              {consentMethodWords[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="sm" variant="secondary" loading={record.isPending}>
        Record consent
      </Button>
    </form>
  );
}
