import { describe, expect, it } from 'vitest';
import { ApiError } from '@/components/request-json';
import { formErrorsOf, inPlainWords } from './form-errors';

const invalid = (message: string) => new ApiError(400, 'INVALID_REQUEST', message);

describe('formErrorsOf', () => {
  it('puts each validation issue next to its field, in plain words', () => {
    const errors = formErrorsOf(
      invalid(
        'body.username: Too small: expected string to have >=3 characters; body.email: Invalid email address',
      ),
      ['username', 'email'],
    );
    expect(errors).toEqual({
      fields: {
        username: 'Use at least 3 characters',
        email: 'Enter an email address, e.g. service@example.com',
      },
      general: null,
    });
  });

  it('keeps issues of fields the form does not show at the top', () => {
    const errors = formErrorsOf(invalid('body.scopes.0: Invalid option; body.name: Custom text'), ['name']);
    expect(errors).toEqual({ fields: { name: 'Custom text' }, general: 'scopes.0: Invalid option' });
  });

  it('shows other refusals whole at the top', () => {
    const errors = formErrorsOf(new ApiError(409, 'USERNAME_ALREADY_EXISTS', 'That username is taken'), [
      'username',
    ]);
    expect(errors).toEqual({ fields: {}, general: 'That username is taken' });
  });

  it('has nothing to show without an error, and a plain message for an unknown one', () => {
    expect(formErrorsOf(null, [])).toEqual({ fields: {}, general: null });
    expect(formErrorsOf(new Error('boom'), []).general).toBe('Something went wrong. Try again.');
  });
});

describe('inPlainWords', () => {
  it('says required for an empty text and leaves unknown messages as they are', () => {
    expect(inPlainWords('Too small: expected string to have >=1 characters')).toBe('This is required');
    expect(inPlainWords('an IANA time zone, e.g. America/Chicago')).toBe(
      'an IANA time zone, e.g. America/Chicago',
    );
  });
});
