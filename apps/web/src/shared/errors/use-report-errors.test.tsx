// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { handleError } from './handle-error';
import { useReportErrors } from './use-report-errors';

vi.mock('./handle-error', () => ({ handleError: vi.fn(() => 'brave-otter-4821') }));

const failure = (status: number, message = `failed with ${status}`) =>
  new ApiError({ status, kind: 'http', message, errorMessage: message });

describe('useReportErrors', () => {
  beforeEach(() => vi.mocked(handleError).mockClear());

  it('reports a burst of failures once, with the screen title', () => {
    const first = failure(503, 'The reporting service is busy.');
    const { rerender } = renderHook(({ errors }) => useReportErrors(errors, 'Unable to load'), {
      initialProps: { errors: [] as unknown[] },
    });
    expect(handleError).not.toHaveBeenCalled();

    rerender({ errors: [first, failure(500)] });
    rerender({ errors: [first, failure(500), failure(502)] });
    expect(handleError).toHaveBeenCalledTimes(1);
    expect(handleError).toHaveBeenCalledWith(first, { title: 'Unable to load' });
  });

  it('stays quiet while the screen keeps failing, even with new error objects', () => {
    const { rerender } = renderHook(({ errors }) => useReportErrors(errors, 'Unable to load'), {
      initialProps: { errors: [failure(503)] as unknown[] },
    });
    // A retry that fails again answers a new error: still the same burst.
    rerender({ errors: [failure(503)] });
    rerender({ errors: [failure(500), failure(503)] });
    expect(handleError).toHaveBeenCalledTimes(1);
  });

  it('reports again after the failures cleared', () => {
    const { rerender } = renderHook(({ errors }) => useReportErrors(errors, 'Unable to load'), {
      initialProps: { errors: [failure(503)] as unknown[] },
    });
    rerender({ errors: [] });
    rerender({ errors: [failure(500)] });
    expect(handleError).toHaveBeenCalledTimes(2);
  });

  it('says nothing of refused calls (401/403 already ended the session)', () => {
    renderHook(() => useReportErrors([failure(401), failure(403)], 'Unable to load'));
    expect(handleError).not.toHaveBeenCalled();
  });

  it('reports the first failure that is not a refusal', () => {
    const network = new ApiError({
      status: 0,
      kind: 'network',
      message: 'Unable to reach Paydesk.',
    });
    renderHook(() => useReportErrors([failure(401), network], 'Unable to load'));
    expect(handleError).toHaveBeenCalledWith(network, { title: 'Unable to load' });
  });
});
