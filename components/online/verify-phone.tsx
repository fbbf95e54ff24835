'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OnlineApiError, onlineApi, retryHint, type Verified } from './online-api';

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

function PhoneForm({ dealer, onSent }: { dealer: string; onSent: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  const { pending, error, run } = useRequest();
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await onlineApi.sendCode(dealer, phone);
      onSent(phone);
    });
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label htmlFor="phone" className="block text-sm font-semibold text-slate-800">
        Mobile number
      </label>
      <Input
        id="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={40}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        aria-describedby="phone-hint phone-error"
        className="h-11"
      />
      <p id="phone-hint" className="text-sm text-slate-700">
        We text you a 6-digit code to confirm it is yours.
      </p>
      <ErrorLine id="phone-error" message={error} />
      <Button type="submit" loading={pending} className="h-11 w-full text-base">
        Text me a code
      </Button>
    </form>
  );
}

function CodeForm(props: {
  dealer: string;
  phone: string;
  onVerified: (phone: string, verified: Verified) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const { pending, error, run } = useRequest();
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () =>
      props.onVerified(props.phone, await onlineApi.verify(props.dealer, props.phone, code)),
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label htmlFor="code" className="block text-sm font-semibold text-slate-800">
        Code we texted to {props.phone}
      </label>
      <Input
        id="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        aria-describedby="code-error"
        className="h-11 tracking-widest"
      />
      <ErrorLine id="code-error" message={error} />
      <Button type="submit" loading={pending} className="h-11 w-full text-base">
        Confirm
      </Button>
      <button
        type="button"
        onClick={props.onRestart}
        className="text-sm font-medium text-brand-700 underline"
      >
        Change the number or send a new code
      </button>
    </form>
  );
}

/**
 * The phone, proven by a code texted to it. Whether the dealership knows the number is said only
 * after the code is right.
 */
export function VerifyPhone({
  dealer,
  onVerified,
}: {
  dealer: string;
  onVerified: (phone: string, verified: Verified) => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <CodeForm dealer={dealer} phone={sentTo} onVerified={onVerified} onRestart={() => setSentTo(null)} />
  ) : (
    <PhoneForm dealer={dealer} onSent={setSentTo} />
  );
}
