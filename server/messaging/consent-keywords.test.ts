import { describe, expect, it } from 'vitest';
import { composeBody } from './compose-body';
import { consentKeyword } from './consent-keywords';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';

describe('consent keywords', () => {
  it.each([
    ['STOP', 'OPT_OUT'],
    [' stop ', 'OPT_OUT'],
    ['Unsubscribe', 'OPT_OUT'],
    ['quit.', 'OPT_OUT'],
    ['START', 'OPT_IN'],
    ['unstop', 'OPT_IN'],
    ['help', 'HELP'],
    ['Please stop by at 3', null],
    ['Thanks!', null],
  ])('%j → %s', (body, expected) => {
    expect(consentKeyword(body)).toBe(expected);
  });
});

describe('composed body', () => {
  it('appends signature, footer and the opt-out line for texts only', () => {
    const parts = {
      body: 'Your car is ready.',
      signature: 'Alex Morgan',
      footer: 'Lakeshore Honda',
      tcpaFooter: 'Reply STOP to opt out.',
    };
    expect(composeBody({ ...parts, protocol: 'TEXT' })).toBe(
      'Your car is ready.\n- Alex Morgan\nLakeshore Honda\nReply STOP to opt out.',
    );
    expect(composeBody({ ...parts, protocol: 'EMAIL' })).toBe(
      'Your car is ready.\n- Alex Morgan\nLakeshore Honda',
    );
    expect(composeBody({ body: 'Hi', protocol: 'TEXT' })).toBe('Hi');
  });
});

describe('Twilio signature', () => {
  // The example of Twilio's security documentation.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };
  it('matches the documented value and rejects a changed parameter', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isValidTwilioSignature('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    expect(
      isValidTwilioSignature('12345', url, { ...params, Digits: '9' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ='),
    ).toBe(false);
    expect(isValidTwilioSignature('12345', url, params, null)).toBe(false);
  });
});
