import { describe, expect, it } from 'vitest';
import { createTestTenant } from '../../test/fixtures';
import { env } from '../env';
import { twilioSignature } from '../messaging/twilio-signature';
import { handleSmsInboundWebhook, handleSmsStatusWebhook } from './sms-webhooks';
import { getDepartmentVCard } from './vcard-route';

const form = 'application/x-www-form-urlencoded';

function webhook(
  path: string,
  params: Record<string, string>,
  options: { sign?: boolean; type?: string } = {},
) {
  const url = `http://localhost${path}`;
  const headers: Record<string, string> = { 'content-type': options.type ?? form };
  if (options.sign !== false)
    headers['x-twilio-signature'] = twilioSignature(env().SMS_AUTH_TOKEN, url, params);
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(params).toString() });
}

async function expectGenericError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(await res.json()).toMatchObject({ error: { code }, requestId: expect.any(String) });
}

describe('SMS webhooks', () => {
  it('answers a status report 204 and an inbound text with empty TwiML', async () => {
    const status = await handleSmsStatusWebhook(
      webhook('/api/webhooks/sms/status', { MessageSid: 'SM-unknown-1', MessageStatus: 'delivered' }),
    );
    expect(status.status).toBe(204);
    expect(await status.text()).toBe('');

    const inbound = await handleSmsInboundWebhook(
      webhook('/api/webhooks/sms/inbound', {
        From: '+13125550199',
        To: '+13125550000',
        Body: 'hi',
        MessageSid: 'SM-in-1',
      }),
    );
    expect(inbound.status).toBe(200);
    expect(inbound.headers.get('content-type')).toBe('text/xml');
    expect(await inbound.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  it('answers errors as JSON in the generic shape', async () => {
    await expectGenericError(
      await handleSmsStatusWebhook(
        webhook('/api/webhooks/sms/status', { MessageSid: 'x' }, { type: 'text/plain' }),
      ),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectGenericError(
      await handleSmsStatusWebhook(
        webhook('/api/webhooks/sms/status', { MessageSid: 'x', MessageStatus: 'sent' }, { sign: false }),
      ),
      403,
      'FORBIDDEN',
    );
    await expectGenericError(
      await handleSmsStatusWebhook(webhook('/api/webhooks/sms/status', { MessageSid: 'x' })),
      400,
      'INVALID_REQUEST',
    );
    await expectGenericError(
      await handleSmsInboundWebhook(webhook('/api/webhooks/sms/inbound', { From: '+13125550199' })),
      400,
      'INVALID_REQUEST',
    );
  });
});

describe('department vCard route', () => {
  it('answers the card as text/vcard and an unknown department as JSON 404', async () => {
    const tenant = await createTestTenant();
    const res = await getDepartmentVCard(new Request('http://localhost/x'), {
      params: Promise.resolve({ departmentUUID: tenant.departmentUuid }),
    });
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="Service.vcf"');
    expect(await res.text()).toMatch(
      /^BEGIN:VCARD\r\nVERSION:3.0\r\n[\s\S]*TEL;TYPE=CELL,TEXT:\+13125550101\r\n[\s\S]*END:VCARD\r\n$/,
    );

    const missing = await getDepartmentVCard(new Request('http://localhost/x'), {
      params: Promise.resolve({ departmentUUID: 'nope' }),
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    expect(await missing.json()).toMatchObject({ status: 'FAILURE', errors: [{ errorCode: 'NOT_FOUND' }] });
  });
});
