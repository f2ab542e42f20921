// @vitest-environment jsdom
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ApiError } from '../api/api-error';
import { FormErrorAlert } from './form-error-alert';

const httpError = (status: number, errorMessage: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError({ status, kind: 'http', message: errorMessage, errorMessage, fieldErrors });

describe('FormErrorAlert', () => {
  it('shows nothing without an error', () => {
    renderWithProviders(<FormErrorAlert error={null} title="Sign-in failed" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's error_message under the title", () => {
    renderWithProviders(
      <FormErrorAlert
        error={httpError(401, 'Incorrect email or password.')}
        title="Sign-in failed"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('Incorrect email or password.');
  });

  it('says nothing when the fields already show the messages', () => {
    const { rerender } = renderWithProviders(
      <FormErrorAlert
        error={httpError(400, VALIDATION_ERROR_MESSAGE, { reason: ['Tell us why'] })}
        title="Request failed"
        shownPaths={['reason']}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <FormErrorAlert
        error={httpError(400, 'The code is incorrect.', { code: ['The code is incorrect.'] })}
        title="Password not reset"
        shownPaths={['code']}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the messages of fields the form does not show', () => {
    renderWithProviders(
      <FormErrorAlert
        error={httpError(400, VALIDATION_ERROR_MESSAGE, {
          reason: ['Tell us why'],
          merchantId: ['This account is closed'],
        })}
        title="Request failed"
        shownPaths={['reason']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This account is closed');
    expect(alert).not.toHaveTextContent('Tell us why');
    expect(alert).not.toHaveTextContent(VALIDATION_ERROR_MESSAGE);
  });

  it("shows a network failure's own message", () => {
    const offline = new ApiError({
      status: 0,
      kind: 'network',
      message: 'Unable to reach Paydesk.',
    });
    renderWithProviders(<FormErrorAlert error={offline} title="Sign-in failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach Paydesk.');
  });
});
