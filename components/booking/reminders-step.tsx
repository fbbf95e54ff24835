'use client';

import { ConsentRecorder } from '@/components/appointments/consent-recorder';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { type Preferences, textablePhones } from './booking-model';

function Check({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked && !disabled}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-700"
      />
      <label htmlFor={id} className={disabled ? 'text-slate-400' : 'text-slate-800'}>
        {label}
      </label>
    </div>
  );
}

/** Step 7: whether and how the customer gets the confirmation and the day-before reminder. */
export function RemindersStep({
  place,
  customer,
  preferences,
  onChange,
}: {
  /** Where the visit is booked, and its clock (the consent's evidence is shown in it). */
  place: { departmentUuid: string; timeZone: string };
  customer: CustomerWithVehiclesDto['customer'];
  preferences: Preferences;
  onChange: (preferences: Preferences) => void;
}) {
  const set = (patch: Partial<Preferences>) => onChange({ ...preferences, ...patch });
  const phones = textablePhones(customer);
  const optedOut = customer.phoneNumbers.filter((p) => p.optInStatus === 'OPTED_OUT');
  const emails = customer.emails.filter((e) => e.okToEmail);
  const off = !preferences.notifyCustomer;
  const noText = off || phones.length === 0;
  const noEmail = off || emails.length === 0;
  const textHint =
    phones.length > 0
      ? 'Texts to a number that has not opted in wait until the customer opts in.'
      : optedOut.length > 0
        ? 'The customer has opted out of texts.'
        : 'The customer has no number that accepts texts.';

  return (
    <div className="space-y-5">
      <Check
        id="notify-customer"
        label="Send the customer a confirmation and a reminder"
        checked={preferences.notifyCustomer}
        onChange={(notifyCustomer) => set({ notifyCustomer })}
      />

      <ChannelChecks preferences={preferences} set={set} off={off} noText={noText} noEmail={noEmail} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="confirmation-phone" label="Texts go to" hint={textHint}>
          <Select
            id="confirmation-phone"
            value={preferences.confirmationPhoneNumber ?? ''}
            disabled={noText}
            onChange={(e) => set({ confirmationPhoneNumber: e.target.value || null })}
            aria-describedby={describedBy('confirmation-phone', { hint: true })}
          >
            {phones.length === 0 && <option value="">No number</option>}
            {phones.map((p) => (
              <option key={p.phoneUuid} value={p.phoneNumber}>
                {p.phoneNumber} ({p.label.toLowerCase()}
                {p.optInStatus === 'OPTED_IN' ? ', opted in' : ', not opted in yet'})
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="confirmation-email"
          label="Emails go to"
          hint={emails.length === 0 ? 'The customer has no email address that accepts email.' : undefined}
        >
          <Select
            id="confirmation-email"
            value={preferences.confirmationEmail ?? ''}
            disabled={noEmail}
            onChange={(e) => set({ confirmationEmail: e.target.value || null })}
            aria-describedby={describedBy('confirmation-email', { hint: emails.length === 0 })}
          >
            {emails.length === 0 && <option value="">No email address</option>}
            {emails.map((e) => (
              <option key={e.emailUuid} value={e.emailAddress}>
                {e.emailAddress}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {phones.some((p) => p.optInStatus !== 'OPTED_IN') && <ReminderConsent {...place} customer={customer} />}
    </div>
  );
}

/** Confirmation now and reminder the day before, each by text and by email. */
function ChannelChecks({
  preferences,
  set,
  off,
  noText,
  noEmail,
}: {
  preferences: Preferences;
  set: (patch: Partial<Preferences>) => void;
  off: boolean;
  noText: boolean;
  noEmail: boolean;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset className="space-y-2" disabled={off}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">Confirmation now</legend>
        <Check
          id="text-confirmation"
          label="By text"
          checked={preferences.textConfirmation}
          disabled={noText}
          onChange={(textConfirmation) => set({ textConfirmation })}
        />
        <Check
          id="email-confirmation"
          label="By email"
          checked={preferences.emailConfirmation}
          disabled={noEmail}
          onChange={(emailConfirmation) => set({ emailConfirmation })}
        />
      </fieldset>
      <fieldset className="space-y-2" disabled={off}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">Reminder the day before</legend>
        <Check
          id="text-reminder"
          label="By text"
          checked={preferences.textReminder}
          disabled={noText}
          onChange={(textReminder) => set({ textReminder })}
        />
        <Check
          id="email-reminder"
          label="By email"
          checked={preferences.emailReminder}
          disabled={noEmail}
          onChange={(emailReminder) => set({ emailReminder })}
        />
      </fieldset>
    </div>
  );
}

/** Where confirmations would wait for opt-in: the consent the customer gives now, recorded with its evidence. */
function ReminderConsent({
  departmentUuid,
  timeZone,
  customer,
}: {
  departmentUuid: string;
  timeZone: string;
  customer: CustomerWithVehiclesDto['customer'];
}) {
  return (
    <section aria-labelledby="reminders-consent" className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id="reminders-consent" className="text-sm font-semibold text-slate-900">
        Consent to texts
      </h3>
      <p className="text-sm text-slate-700">
        If the customer agrees to texts now, in person or on the phone, record it: confirmations then go out
        at once instead of waiting.
      </p>
      <ConsentRecorder
        departmentUuid={departmentUuid}
        customerUuid={customer.customerUuid}
        customerName={[customer.firstName, customer.lastName].filter(Boolean).join(' ') || 'The customer'}
        timeZone={timeZone}
      />
    </section>
  );
}
