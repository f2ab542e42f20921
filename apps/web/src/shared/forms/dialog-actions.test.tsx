// @vitest-environment jsdom
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ApiError } from '../api/api-error';
import { FALLBACK_ERROR_TEXT } from '../errors/error-message';
import { DialogActions, type DialogActionsProps } from './dialog-actions';

const httpError = (status: number, errorMessage: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError({ status, kind: 'http', message: errorMessage, errorMessage, fieldErrors });

/** Renders the actions ('Place hold') with spies; `update` renders them again with other props. */
function renderActions(props: Partial<DialogActionsProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const actions = (more: Partial<DialogActionsProps>) => (
    <DialogActions
      confirmLabel="Place hold"
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={false}
      {...more}
    />
  );
  const view = renderWithProviders(actions(props));
  const update = (more: Partial<DialogActionsProps>) => view.rerender(actions(more));
  return { onConfirm, onCancel, update };
}

describe('DialogActions', () => {
  it('calls onCancel from Cancel and onConfirm from the confirm button', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Place hold' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says the dialog’s own message above the buttons only while there is one', () => {
    const { update } = renderActions({ message: 'Please select a reason for the funding hold.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select a reason for the funding hold.',
    );
    update({ message: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the error with its title in an alert only when there is one', () => {
    const { update } = renderActions({ errorTitle: 'The hold was not placed' });
    expect(screen.queryByRole('alert')).toBeNull();
    update({
      error: httpError(409, 'The merchant is already on hold.'),
      errorTitle: 'The hold was not placed',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The hold was not placed');
    expect(alert).toHaveTextContent('The merchant is already on hold.');
  });

  it('falls back to the general text, and says a validation failure (the dialog has no fields)', () => {
    const { update } = renderActions({ error: new Error(''), errorTitle: 'Not sent' });
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_ERROR_TEXT);
    update({
      error: httpError(400, VALIDATION_ERROR_MESSAGE, { reason: ['Tell us why'] }),
      errorTitle: 'Not sent',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(VALIDATION_ERROR_MESSAGE);
    expect(alert).toHaveTextContent('Tell us why');
  });

  it('keeps the confirm button busy and unpressable while pending', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderActions({ pending: true });
    const confirm = screen.getByRole('button', { name: 'Place hold' });
    expect(confirm).toHaveAttribute('data-loading', 'true');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('can be disabled, and can focus Cancel first', () => {
    renderActions({ disabled: true, autoFocusCancel: true });
    expect(screen.getByRole('button', { name: 'Place hold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-autofocus');
  });
});
