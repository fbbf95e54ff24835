import type { PaymentLanguage } from './payment.schemas';

/**
 * Words of the payment page and of the texts and emails about a payment link, per language the
 * payment URL request accepts. Free of server imports: the page's client components use it too.
 */
export type PaymentText = {
  pageTitle: string;
  payTo: (dealer: string) => string;
  amountDue: string;
  /** The amount's heading once the invoice is paid (or refunded after payment). */
  amountPaid: string;
  subtotal: string;
  additionalCharges: string;
  total: string;
  viewInvoice: string;
  orderRef: string;
  cardholderName: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  zipCode: string;
  streetAddress: string;
  signature: string;
  signatureHint: string;
  clearSignature: string;
  saveCardNotice: (dealer: string) => string;
  authNotice: string;
  pay: (amount: string) => string;
  authorize: (amount: string) => string;
  processing: string;
  approvedTitle: string;
  approvedBody: (amount: string, brand: string, last4: string) => string;
  authorizedBody: (amount: string, brand: string, last4: string) => string;
  declinedTitle: string;
  declinedRetry: (remaining: number) => string;
  declineReasons: Record<string, string>;
  paidTitle: string;
  paidBody: (dealer: string) => string;
  expiredTitle: string;
  expiredBody: (dealer: string) => string;
  exhaustedTitle: string;
  exhaustedBody: (dealer: string) => string;
  notFoundTitle: string;
  notFoundBody: string;
  securedBy: string;
  continueLink: string;
  /** The sandbox processor's own page: no money moves there. */
  testModeTitle: string;
  testModeBody: string;
  /** Back from the processor's page before its confirmation has arrived. */
  confirmingTitle: string;
  confirmingBody: string;
  /** Page-side words for the refusals of the payment page's API, by error code. */
  errors: Record<string, string>;
  unreachable: string;
  requestText: (dealer: string, amount: string, url: string) => string;
  requestEmailSubject: (dealer: string) => string;
  receiptText: (dealer: string, amount: string, brand: string, last4: string) => string;
  receiptEmailSubject: (dealer: string) => string;
};

const en: PaymentText = {
  pageTitle: 'Secure payment',
  payTo: (dealer) => `Payment to ${dealer}`,
  amountDue: 'Amount due',
  amountPaid: 'Paid',
  subtotal: 'Amount',
  additionalCharges: 'Additional charges',
  total: 'Total',
  viewInvoice: 'View invoice',
  orderRef: 'Reference',
  cardholderName: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryHint: 'MM/YY',
  cvc: 'Security code',
  zipCode: 'Billing zip code',
  streetAddress: 'Billing street address',
  signature: 'Signature',
  signatureHint: 'Sign with your finger or mouse in the box.',
  clearSignature: 'Clear signature',
  saveCardNotice: (dealer) => `${dealer} will keep this card on file for future payments.`,
  authNotice: 'Your card is authorized now and charged when the work is complete.',
  pay: (amount) => `Pay ${amount}`,
  authorize: (amount) => `Authorize ${amount}`,
  processing: 'Processing…',
  approvedTitle: 'Payment approved',
  approvedBody: (amount, brand, last4) =>
    `Thank you. ${amount} was charged to your ${brand} ending in ${last4}.`,
  authorizedBody: (amount, brand, last4) =>
    `Thank you. ${amount} was authorized on your ${brand} ending in ${last4}.`,
  declinedTitle: 'Your card was declined',
  declinedRetry: (remaining) =>
    remaining === 1 ? 'You can try one more time.' : `You can try ${remaining} more times.`,
  declineReasons: {
    CARD_DECLINED: 'The card issuer declined the payment. Try another card.',
    INSUFFICIENT_FUNDS: 'The card does not have enough funds. Try another card.',
    ZIP_MISMATCH: 'The zip code does not match the card. Check it and try again.',
    AVS_MISMATCH: 'The billing address does not match the card. Check it and try again.',
  },
  paidTitle: 'This invoice is paid',
  paidBody: (dealer) => `Thank you. ${dealer} has received your payment; there is nothing more to do.`,
  expiredTitle: 'This payment link has expired',
  expiredBody: (dealer) => `Ask ${dealer} to send you a new link.`,
  exhaustedTitle: 'This payment link can no longer be used',
  exhaustedBody: (dealer) => `The card was declined too many times. Contact ${dealer} to pay.`,
  notFoundTitle: 'Payment link not found',
  notFoundBody: 'Check that you opened the whole link from your text or email.',
  securedBy: 'Card details are sent securely to the payment processor and never stored by the dealership.',
  continueLink: 'Continue',
  testModeTitle: 'TEST MODE',
  testModeBody:
    'This is the sandbox payment processor: no card is charged and no money moves. Use a documented test card.',
  confirmingTitle: 'Confirming your payment',
  confirmingBody: 'Your payment is being confirmed by the payment processor. This page updates by itself.',
  errors: {
    INVALID_CARD_NUMBER: 'The card number is not valid. Check the digits.',
    CARD_EXPIRED: 'This card has expired. Use another card.',
    ZIP_CODE_REQUIRED: 'Enter the billing zip code of the card.',
    STREET_ADDRESS_REQUIRED: 'Enter the billing street address of the card.',
    SIGNATURE_REQUIRED: 'Sign in the box before paying.',
    PAYMENT_LINK_EXPIRED: 'This payment link has expired.',
    PAYMENT_LINK_ALREADY_PAID: 'This invoice is already paid.',
    PAYMENT_ATTEMPTS_EXHAUSTED: 'This link can no longer be used.',
    INVALID_REQUEST: 'Check the card details and try again.',
  },
  unreachable: 'The payment could not be sent. Check your connection and try again.',
  requestText: (dealer, amount, url) =>
    `${dealer}: your payment of ${amount} is ready. Pay securely here: ${url}`,
  requestEmailSubject: (dealer) => `Your payment to ${dealer}`,
  receiptText: (dealer, amount, brand, last4) =>
    `${dealer}: we received your payment of ${amount} (${brand} ending in ${last4}). Thank you!`,
  receiptEmailSubject: (dealer) => `Receipt for your payment to ${dealer}`,
};

const es: PaymentText = {
  pageTitle: 'Pago seguro',
  payTo: (dealer) => `Pago a ${dealer}`,
  amountDue: 'Importe a pagar',
  amountPaid: 'Pagado',
  subtotal: 'Importe',
  additionalCharges: 'Cargos adicionales',
  total: 'Total',
  viewInvoice: 'Ver factura',
  orderRef: 'Referencia',
  cardholderName: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad',
  zipCode: 'Código postal de facturación',
  streetAddress: 'Dirección de facturación',
  signature: 'Firma',
  signatureHint: 'Firme con el dedo o el ratón dentro del recuadro.',
  clearSignature: 'Borrar firma',
  saveCardNotice: (dealer) => `${dealer} guardará esta tarjeta para pagos futuros.`,
  authNotice: 'Su tarjeta se autoriza ahora y se cobra al terminar el trabajo.',
  pay: (amount) => `Pagar ${amount}`,
  authorize: (amount) => `Autorizar ${amount}`,
  processing: 'Procesando…',
  approvedTitle: 'Pago aprobado',
  approvedBody: (amount, brand, last4) =>
    `Gracias. Se cobraron ${amount} a su ${brand} terminada en ${last4}.`,
  authorizedBody: (amount, brand, last4) =>
    `Gracias. Se autorizaron ${amount} en su ${brand} terminada en ${last4}.`,
  declinedTitle: 'Su tarjeta fue rechazada',
  declinedRetry: (remaining) =>
    remaining === 1 ? 'Puede intentarlo una vez más.' : `Puede intentarlo ${remaining} veces más.`,
  declineReasons: {
    CARD_DECLINED: 'El emisor rechazó el pago. Pruebe con otra tarjeta.',
    INSUFFICIENT_FUNDS: 'La tarjeta no tiene fondos suficientes. Pruebe con otra tarjeta.',
    ZIP_MISMATCH: 'El código postal no coincide con la tarjeta. Revíselo e inténtelo de nuevo.',
    AVS_MISMATCH: 'La dirección no coincide con la tarjeta. Revísela e inténtelo de nuevo.',
  },
  paidTitle: 'Esta factura está pagada',
  paidBody: (dealer) => `Gracias. ${dealer} recibió su pago; no hay nada más que hacer.`,
  expiredTitle: 'Este enlace de pago ha vencido',
  expiredBody: (dealer) => `Pida a ${dealer} que le envíe un enlace nuevo.`,
  exhaustedTitle: 'Este enlace de pago ya no se puede usar',
  exhaustedBody: (dealer) =>
    `La tarjeta fue rechazada demasiadas veces. Comuníquese con ${dealer} para pagar.`,
  notFoundTitle: 'No se encontró el enlace de pago',
  notFoundBody: 'Compruebe que abrió el enlace completo de su mensaje o correo.',
  securedBy: 'Los datos de la tarjeta van cifrados al procesador de pagos y el concesionario no los guarda.',
  continueLink: 'Continuar',
  testModeTitle: 'MODO DE PRUEBA',
  testModeBody:
    'Este es el procesador de pagos de prueba: no se cobra ninguna tarjeta ni se mueve dinero. Use una tarjeta de prueba documentada.',
  confirmingTitle: 'Confirmando su pago',
  confirmingBody: 'El procesador de pagos está confirmando su pago. Esta página se actualiza sola.',
  errors: {
    INVALID_CARD_NUMBER: 'El número de tarjeta no es válido. Revise los dígitos.',
    CARD_EXPIRED: 'Esta tarjeta está vencida. Use otra tarjeta.',
    ZIP_CODE_REQUIRED: 'Escriba el código postal de facturación.',
    STREET_ADDRESS_REQUIRED: 'Escriba la dirección de facturación.',
    SIGNATURE_REQUIRED: 'Firme en el recuadro antes de pagar.',
    PAYMENT_LINK_EXPIRED: 'Este enlace de pago ha vencido.',
    PAYMENT_LINK_ALREADY_PAID: 'Esta factura ya está pagada.',
    PAYMENT_ATTEMPTS_EXHAUSTED: 'Este enlace ya no se puede usar.',
    INVALID_REQUEST: 'Revise los datos de la tarjeta e inténtelo de nuevo.',
  },
  unreachable: 'No se pudo enviar el pago. Revise su conexión e inténtelo de nuevo.',
  requestText: (dealer, amount, url) => `${dealer}: su pago de ${amount} está listo. Pague aquí: ${url}`,
  requestEmailSubject: (dealer) => `Su pago a ${dealer}`,
  receiptText: (dealer, amount, brand, last4) =>
    `${dealer}: recibimos su pago de ${amount} (${brand} terminada en ${last4}). ¡Gracias!`,
  receiptEmailSubject: (dealer) => `Recibo de su pago a ${dealer}`,
};

const fr: PaymentText = {
  pageTitle: 'Paiement sécurisé',
  payTo: (dealer) => `Paiement à ${dealer}`,
  amountDue: 'Montant dû',
  amountPaid: 'Payé',
  subtotal: 'Montant',
  additionalCharges: 'Frais supplémentaires',
  total: 'Total',
  viewInvoice: 'Voir la facture',
  orderRef: 'Référence',
  cardholderName: 'Nom sur la carte',
  cardNumber: 'Numéro de carte',
  expiry: 'Expiration',
  expiryHint: 'MM/AA',
  cvc: 'Code de sécurité',
  zipCode: 'Code postal de facturation',
  streetAddress: 'Adresse de facturation',
  signature: 'Signature',
  signatureHint: 'Signez avec le doigt ou la souris dans le cadre.',
  clearSignature: 'Effacer la signature',
  saveCardNotice: (dealer) => `${dealer} conservera cette carte pour vos prochains paiements.`,
  authNotice: 'Votre carte est autorisée maintenant et débitée à la fin des travaux.',
  pay: (amount) => `Payer ${amount}`,
  authorize: (amount) => `Autoriser ${amount}`,
  processing: 'Traitement…',
  approvedTitle: 'Paiement accepté',
  approvedBody: (amount, brand, last4) =>
    `Merci. ${amount} a été débité de votre carte ${brand} se terminant par ${last4}.`,
  authorizedBody: (amount, brand, last4) =>
    `Merci. ${amount} a été autorisé sur votre carte ${brand} se terminant par ${last4}.`,
  declinedTitle: 'Votre carte a été refusée',
  declinedRetry: (remaining) =>
    remaining === 1 ? 'Vous pouvez réessayer une fois.' : `Vous pouvez réessayer ${remaining} fois.`,
  declineReasons: {
    CARD_DECLINED: "L'émetteur a refusé le paiement. Essayez une autre carte.",
    INSUFFICIENT_FUNDS: 'Fonds insuffisants sur la carte. Essayez une autre carte.',
    ZIP_MISMATCH: 'Le code postal ne correspond pas à la carte. Vérifiez-le et réessayez.',
    AVS_MISMATCH: "L'adresse ne correspond pas à la carte. Vérifiez-la et réessayez.",
  },
  paidTitle: 'Cette facture est payée',
  paidBody: (dealer) => `Merci. ${dealer} a bien reçu votre paiement ; il n'y a rien d'autre à faire.`,
  expiredTitle: 'Ce lien de paiement a expiré',
  expiredBody: (dealer) => `Demandez à ${dealer} de vous envoyer un nouveau lien.`,
  exhaustedTitle: 'Ce lien de paiement ne peut plus être utilisé',
  exhaustedBody: (dealer) => `La carte a été refusée trop de fois. Contactez ${dealer} pour payer.`,
  notFoundTitle: 'Lien de paiement introuvable',
  notFoundBody: 'Vérifiez que vous avez ouvert le lien complet de votre texto ou courriel.',
  securedBy:
    'Les données de carte sont transmises de façon sécurisée au processeur et jamais conservées par le concessionnaire.',
  continueLink: 'Continuer',
  testModeTitle: 'MODE TEST',
  testModeBody:
    "Ceci est le processeur de paiement de test : aucune carte n'est débitée et aucun argent ne circule. Utilisez une carte de test documentée.",
  confirmingTitle: 'Confirmation de votre paiement',
  confirmingBody: 'Le processeur de paiement confirme votre paiement. Cette page se met à jour toute seule.',
  errors: {
    INVALID_CARD_NUMBER: "Le numéro de carte n'est pas valide. Vérifiez les chiffres.",
    CARD_EXPIRED: 'Cette carte est expirée. Utilisez une autre carte.',
    ZIP_CODE_REQUIRED: 'Entrez le code postal de facturation.',
    STREET_ADDRESS_REQUIRED: "Entrez l'adresse de facturation.",
    SIGNATURE_REQUIRED: 'Signez dans le cadre avant de payer.',
    PAYMENT_LINK_EXPIRED: 'Ce lien de paiement a expiré.',
    PAYMENT_LINK_ALREADY_PAID: 'Cette facture est déjà payée.',
    PAYMENT_ATTEMPTS_EXHAUSTED: 'Ce lien ne peut plus être utilisé.',
    INVALID_REQUEST: 'Vérifiez les données de la carte et réessayez.',
  },
  unreachable: "Le paiement n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.",
  requestText: (dealer, amount, url) =>
    `${dealer} : votre paiement de ${amount} est prêt. Payez ici : ${url}`,
  requestEmailSubject: (dealer) => `Votre paiement à ${dealer}`,
  receiptText: (dealer, amount, brand, last4) =>
    `${dealer} : nous avons reçu votre paiement de ${amount} (${brand} se terminant par ${last4}). Merci !`,
  receiptEmailSubject: (dealer) => `Reçu de votre paiement à ${dealer}`,
};

const texts: Record<PaymentLanguage, PaymentText> = { en, es, fr };

export const paymentText = (language: string): PaymentText =>
  texts[(language.slice(0, 2).toLowerCase() as PaymentLanguage) ?? 'en'] ?? en;

const brandNames: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};
export const brandName = (brand: string | null): string => (brand ? (brandNames[brand] ?? 'card') : 'card');
