import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorNotificationText } from './error-message';
import { buildReferenceCode } from './reference-code';

describe('buildReferenceCode', () => {
  it('joins an adjective, a noun and the last 4 digits of the unix time', () => {
    const code = buildReferenceCode(() => 0, 1_767_225_604_321);
    expect(code).toBe('amber-badger-5604');
  });

  it('pads the digits and stays in range for random = 0.9999', () => {
    expect(buildReferenceCode(() => 0.9999, 12_000)).toBe('witty-zebra-0012');
  });

  it('is adjective-noun-4 digits with Math.random', () => {
    expect(buildReferenceCode()).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
  });
});

describe('errorNotificationText', () => {
  it('prefers the server error_message', () => {
    const error = new ApiError({
      status: 404,
      kind: 'http',
      message: 'x',
      errorMessage: 'Not here',
    });
    expect(errorNotificationText(error, 'calm-otter-0001')).toEqual({
      title: 'Unknown Error',
      message: 'Not here Error reference code: calm-otter-0001',
    });
  });

  it('falls back to the error message, then to the Oops text', () => {
    expect(errorNotificationText(new Error('Boom'), 'c', { title: 'Upload failed' })).toEqual({
      title: 'Upload failed',
      message: 'Boom Error reference code: c',
    });
    expect(errorNotificationText(undefined, 'c').message).toBe(
      'Oops! Something went wrong! Please try again shortly. Error reference code: c',
    );
  });

  it('uses the special texts of the transaction detail keys', () => {
    expect(
      errorNotificationText(new Error('x'), 'c', { key: 'adminFetchTransDetailError' }),
    ).toEqual({
      title: 'Error finding transaction',
      message: 'Unable to find transaction with IDs specified',
    });
  });
});
