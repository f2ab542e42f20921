// @vitest-environment jsdom
import { ActionIcon } from '@mantine/core';
import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DeferredTooltip } from './deferred-tooltip';

/**
 * A pointer coming over or leaving the element: React makes its enter and leave events of
 * pointerover and pointerout, and reads pointerType (set here: jsdom's events have none).
 */
function pointer(
  element: HTMLElement,
  type: 'pointerEnter' | 'pointerLeave',
  pointerType = 'mouse',
) {
  const event = createEvent[type === 'pointerEnter' ? 'pointerOver' : 'pointerOut'](element);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}

function view() {
  renderWithProviders(
    <DeferredTooltip label="Contact Support">
      <ActionIcon aria-label="Support">?</ActionIcon>
    </DeferredTooltip>,
  );
  return screen.getByRole('button', { name: 'Support' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DeferredTooltip', () => {
  it('shows the label after the theme delay on mouse hover, described to screen readers', async () => {
    const target = view();
    expect(screen.queryByRole('tooltip')).toBeNull();
    pointer(target, 'pointerEnter');
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Contact Support');
    expect(target).toHaveAccessibleDescription('Contact Support');
  });

  it('hides it when the pointer leaves and on Escape', async () => {
    const target = view();
    pointer(target, 'pointerEnter');
    await screen.findByRole('tooltip');
    pointer(target, 'pointerLeave');
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(target).not.toHaveAttribute('aria-describedby');

    pointer(target, 'pointerEnter');
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('waits for the delay before showing', async () => {
    const target = view();
    pointer(target, 'pointerEnter');
    // Leaving within the delay shows nothing.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    pointer(target, 'pointerLeave');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing for a touch', async () => {
    const touched = view();
    pointer(touched, 'pointerEnter', 'touch');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the target as it is and stays hidden while disabled', () => {
    const onPointerEnter = vi.fn();
    renderWithProviders(
      <DeferredTooltip label="Copy merchant ID" disabled>
        <button type="button" onPointerEnter={onPointerEnter}>
          Copy
        </button>
      </DeferredTooltip>,
    );
    const target = screen.getByRole('button', { name: 'Copy' });
    pointer(target, 'pointerEnter');
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
