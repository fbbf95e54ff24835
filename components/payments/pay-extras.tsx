import type { paymentText } from '@/server/payments/payment-text';
import { SignaturePad } from './signature-pad';

type Words = ReturnType<typeof paymentText>;

/** The drawn signature a link may ask for, with its hint: on the invoice page or the card page. */
export function SignatureField({
  words,
  onChange,
}: {
  words: Words;
  onChange: (svgPath: string | null) => void;
}) {
  return (
    <div>
      <SignaturePad
        id="signature"
        label={words.signature}
        clearLabel={words.clearSignature}
        describedBy="signature-hint"
        onChange={onChange}
      />
      <p id="signature-hint" className="mt-1 text-sm text-slate-600">
        {words.signatureHint}
      </p>
    </div>
  );
}

/** What the customer agrees to besides paying: an authorization only, a card kept on file. */
export function PaymentNotices({
  words,
  paymentType,
  saveCard,
  dealerName,
}: {
  words: Words;
  paymentType: string;
  saveCard: boolean;
  dealerName: string;
}) {
  return (
    <>
      {paymentType === 'auth' && <p className="text-sm text-slate-600">{words.authNotice}</p>}
      {saveCard && <p className="text-sm text-slate-600">{words.saveCardNotice(dealerName)}</p>}
    </>
  );
}
