/**
 * A stored phone number (E.164) as people read it: "+13125550100" → "(312) 555-0100" for North
 * American numbers; any other number as stored. The link keeps the E.164 form.
 */
export function phoneLabel(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : e164;
}
