import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { AUTH_ERRORS } from './messages.ts';
import { passwordProblem, passwordProblemError } from './password-policy.ts';

describe('password policy', () => {
  it.each([
    ['a 7-character password', 'x7#kQ2p', 'tooShort'],
    ['a password over the maximum', 'k'.repeat(PASSWORD_MAX_LENGTH + 1), 'tooLong'],
    ['the most common password', 'password', 'tooCommon'],
    ['a common password in other case', 'BaseBall', 'tooCommon'],
    ['a common password with digits', 'password1', 'tooCommon'],
    ['a keyboard walk', 'qwertyuiop', 'tooCommon'],
    ['a long uncommon password', 'harbour-lantern-47', null],
    ['a passphrase', 'correct horse battery staple', null],
  ])('judges %s', (_name, password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it(`accepts exactly ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect(passwordProblem('tq7!mz3w'.slice(0, PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('k'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('names the length rule in the weak-password message and says why a common one is refused', () => {
    expect(passwordProblemError('tooShort').message).toBe(
      `Password is too weak. Please use a stronger password (at least ${PASSWORD_MIN_LENGTH} characters).`,
    );
    expect(passwordProblemError('tooCommon')).toBe(AUTH_ERRORS.commonPassword);
    expect(AUTH_ERRORS.commonPassword.title).toBe(AUTH_ERRORS.weakPassword.title);
  });
});
