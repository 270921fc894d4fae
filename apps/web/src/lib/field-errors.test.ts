import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/field-errors';

const FIELDS = { email: 'email', password: 'newPassword' } as const;

describe('apiFieldErrors', () => {
  it('maps each problem to its field by the first segment of its path, the first problem of a field winning', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, 'x', [
      { path: 'password', message: 'Too weak' },
      { path: 'password', message: 'Too short' },
      { path: 'email', message: 'Not an address' },
    ]);
    expect(apiFieldErrors(error, FIELDS)).toEqual({ newPassword: 'Too weak', email: 'Not an address' });
  });

  it('leaves out problems of fields the form does not have, and errors without details', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, 'x', [
      { path: 'investorProfile.ticketSizeMin', message: 'Too big' },
      { path: 'toString', message: 'Not a field' },
      'not an issue',
    ]);
    expect(apiFieldErrors(error, FIELDS)).toEqual({});
    expect(apiFieldErrors(new ApiError('CONFLICT', 409, 'x'), FIELDS)).toEqual({});
    expect(apiFieldErrors(new Error('x'), FIELDS)).toEqual({});
  });
});
