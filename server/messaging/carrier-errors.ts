/** Plain words for the carrier error codes a Twilio-compatible provider reports on refused or undelivered texts. */
const reasons: Record<string, string> = {
  '21211': 'The number is not a valid phone number',
  '21610': 'The customer replied STOP to the carrier and receives no texts from this number',
  '21614': 'The number is not a mobile number and cannot receive texts',
  '30003': "The customer's phone is switched off or out of reach",
  '30004': 'The customer has blocked texts from this number',
  '30005': 'The carrier does not know this number, or it cannot receive texts',
  '30006': 'The number is a landline or its carrier cannot be reached',
  '30007': 'The carrier filtered the text as unwanted',
  '30008': 'The carrier could not deliver the text for an unknown reason',
};

export function carrierFailureReason(errorCode: string | undefined | null): string {
  return (errorCode && reasons[errorCode]) || 'The carrier could not deliver the text';
}

/** What a carrier code says about the number itself, beyond this one text. */
export type CarrierVerdict = 'OPTED_OUT' | 'NOT_TEXTABLE' | null;

const verdicts: Record<string, CarrierVerdict> = {
  '21610': 'OPTED_OUT',
  '21211': 'NOT_TEXTABLE',
  '21614': 'NOT_TEXTABLE',
};

export function carrierVerdict(errorCode: string | undefined | null): CarrierVerdict {
  return (errorCode && verdicts[errorCode]) || null;
}
