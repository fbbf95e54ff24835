import { describe, expect, it } from 'vitest';
import { actionLabel, auditSubject } from './audit-words';

describe('audit words', () => {
  it('names an action in plain words, or as stored when it is new', () => {
    expect(actionLabel('apiClient.revoke')).toBe('Revoked an API client');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('says what an entry is about: a name first, else a username, from after or before', () => {
    expect(auditSubject({ before: null, after: { username: 'p-1', name: 'Partner' } })).toBe('Partner');
    expect(auditSubject({ before: { username: 'p-1', revoked: false }, after: null })).toBe('p-1');
    expect(auditSubject({ before: null, after: { revoked: true } })).toBeNull();
  });
});
