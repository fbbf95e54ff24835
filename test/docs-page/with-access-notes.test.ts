import { describe, expect, it } from 'vitest';
import { accessNotes, withAccessNotes } from '../../app/docs/with-access-notes';
import { buildOpenApiDocument } from '../../server/http/openapi/build-document';

describe('the reference shows each operation’s scope and error codes', () => {
  it('writes the scope, its level and the error codes under the description', () => {
    const notes = accessNotes({
      'x-scope': 'appointment.get',
      'x-scope-level': 'DEALER',
      'x-error-codes': ['FORBIDDEN', 'INVALID_DEALER_UUID'],
    });
    expect(notes).toBe(
      '**Scope** `appointment.get`, granted for the dealer\n\n#### Error codes\n\n`FORBIDDEN` · `INVALID_DEALER_UUID`',
    );
  });

  it('says when no scope is needed, or which role an administrative operation needs', () => {
    expect(accessNotes({})).toBe('**Scope** none needed');
    expect(accessNotes({ 'x-role': 'dealerAdmin' })).toBe(
      '**Scope** none: a signed-in session with the role `dealerAdmin`',
    );
  });

  it('keeps every operation of the served document and its own description first', () => {
    const served = buildOpenApiDocument();
    const shown = withAccessNotes(served);
    expect(Object.keys(shown.paths)).toEqual(Object.keys(served.paths));
    const description = (document: { paths: Record<string, Record<string, unknown>> }, path: string) =>
      String((document.paths[path]?.post as { description?: string } | undefined)?.description);
    const listDealers = description(shown, '/api/manage/v2/dealer/list');
    expect(listDealers).toContain('**Scope** `manage.dealer.read`, granted for the dealer');
    expect(listDealers).toContain('`INVALID_DEALER_UUID`');
    const own = description(served, '/api/manage/v2/user/partner');
    expect(own.length).toBeGreaterThan(20);
    expect(description(shown, '/api/manage/v2/user/partner').startsWith(own)).toBe(true);
    // The served document itself is left as it is.
    expect(JSON.stringify(served)).not.toContain('**Scope**');
  });
});
