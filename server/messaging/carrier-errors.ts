/** Plain words for the carrier error codes a Twilio-compatible provider reports on undelivered texts. */
const reasons: Record<string, string> = {
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
