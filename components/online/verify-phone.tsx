'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import {
  type CodeContact,
  OnlineApiError,
  type OnlinePlace,
  onlineApi,
  retryHint,
  type Verified,
} from './online-api';
import { linkButton } from './styles';

/** What the customer typed in the contact field, kept by the page when they go back to the times. */
export type TypedContact = { value: string; byEmail: boolean };

function ErrorLine({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** Runs one request at a time, keeping its refusal in words the customer can act on. */
function useRequest() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof OnlineApiError ? retryHint(e) : 'Something went wrong. Try again.');
    } finally {
      setPending(false);
    }
  }
  return { pending, error, run };
}

type Sent = { contact: CodeContact; label: string };
const viaEmail = (sent: Sent) => 'email' in sent.contact;

/** Why the form asks again; a notice from the last step (no visits on file for the email) is read first. */
function ContactNotice({ notice, focus }: { notice: string; focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 outline-none"
    >
      {notice}
    </p>
  );
}

/** The mobile number (phone first), or a returning customer's email when they choose it. */
function ContactForm(props: {
  dealer: OnlinePlace;
  allowEmail: boolean;
  notice: string | null;
  /** The notice came from the last step (not the page's reason to ask): it takes the focus. */
  focusNotice: boolean;
  typed: TypedContact;
  onTyped: (typed: TypedContact) => void;
  onSent: (sent: Sent) => void;
}) {
  const { pending, error, run } = useRequest();
  const email = props.typed.byEmail && props.allowEmail;
  // An email typed before never fills the mobile number field (the waitlist asks for the phone).
  const value = props.typed.byEmail === email ? props.typed.value : '';
  const setValue = (next: string) => props.onTyped({ byEmail: email, value: next });
  function submit(event: FormEvent) {
    event.preventDefault();
    const contact = email ? { email: value.trim() } : { phone: value };
    void run(async () => {
      await onlineApi.sendCode(props.dealer, contact);
      props.onSent({ contact, label: value.trim() });
    });
  }
  function switchTo(next: boolean) {
    props.onTyped({ byEmail: next, value: '' });
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      {props.notice && <ContactNotice notice={props.notice} focus={props.focusNotice} />}
      <label htmlFor="contact" className="block text-sm font-semibold text-slate-800">
        {email ? 'Email' : 'Mobile number'}
      </label>
      <Input
        id="contact"
        key={email ? 'email' : 'phone'}
        type={email ? 'email' : 'tel'}
        inputMode={email ? 'email' : 'tel'}
        autoComplete={email ? 'email' : 'tel'}
        required
        maxLength={email ? 254 : 40}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby="contact-hint contact-error"
        className="h-11"
      />
      <p id="contact-hint" className="text-sm text-slate-700">
        {email
          ? 'We email you a 6-digit code. This works if you have visited us with this email before.'
          : 'We text you a 6-digit code to confirm it is yours.'}
      </p>
      <ErrorLine id="contact-error" message={error} />
      <BusyButton
        type="submit"
        pending={pending}
        busyWords={email ? 'Emailing the code…' : 'Texting the code…'}
        className="h-11"
      >
        {email ? 'Email me a code' : 'Text me a code'}
      </BusyButton>
      {props.allowEmail && (
        <button type="button" onClick={() => switchTo(!email)} className={linkButton}>
          {email ? 'Use my mobile number instead' : 'Been here before? Use your email instead'}
        </button>
      )}
    </form>
  );
}

function CodeForm(props: {
  dealer: OnlinePlace;
  sent: Sent;
  onVerified: (verified: Verified) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const { pending, error, run } = useRequest();
  const email = viaEmail(props.sent);
  const field = useRef<HTMLInputElement>(null);
  // The contact form is gone: the code field takes the focus, so the keyboard stays where it is needed.
  useEffect(() => field.current?.focus(), []);
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => props.onVerified(await onlineApi.verify(props.dealer, props.sent.contact, code)));
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label htmlFor="code" className="block text-sm font-semibold text-slate-800">
        Code we {email ? 'emailed' : 'texted'} to {props.sent.label}
      </label>
      <Input
        id="code"
        ref={field}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        aria-describedby="code-hint code-error"
        className="h-11 tracking-widest"
      />
      <p id="code-hint" className="text-sm text-slate-700">
        6 digits, valid for 10 minutes.
      </p>
      <ErrorLine id="code-error" message={error} />
      <BusyButton type="submit" pending={pending} busyWords="Checking the code…" className="h-11">
        Confirm
      </BusyButton>
      <button type="button" onClick={props.onRestart} className={linkButton}>
        Change the {email ? 'email' : 'number'} or send a new code
      </button>
    </form>
  );
}

/**
 * The phone, proven by a code texted to it, or a returning customer's email, proven by a code
 * emailed to it. Whether the dealership knows the number or email is said only after the code is
 * right; an email no customer holds then asks for the mobile number (a new customer proves a phone).
 */
export function VerifyPhone({
  dealer,
  allowEmail,
  reason,
  typed,
  onTyped,
  onVerified,
}: {
  dealer: OnlinePlace;
  /** Off for the waitlist, which texts. */
  allowEmail: boolean;
  /** Why a code is asked for (again), when it is not the usual first proof. */
  reason: string | null;
  typed: TypedContact;
  onTyped: (typed: TypedContact) => void;
  onVerified: (verified: Verified, emailed: string | null) => void;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  function verified(answer: Verified) {
    if (!sent || !('email' in sent.contact)) return onVerified(answer, null);
    if (answer.customer) return onVerified(answer, sent.contact.email);
    setNotice(
      `We have no visits on file for ${sent.label}. Enter your mobile number: we text you a code to book.`,
    );
    onTyped({ value: '', byEmail: false });
    setSent(null);
  }
  return sent ? (
    <CodeForm dealer={dealer} sent={sent} onVerified={verified} onRestart={() => setSent(null)} />
  ) : (
    <ContactForm
      dealer={dealer}
      allowEmail={allowEmail && notice === null}
      notice={notice ?? reason}
      focusNotice={notice !== null}
      typed={typed}
      onTyped={onTyped}
      onSent={setSent}
    />
  );
}
