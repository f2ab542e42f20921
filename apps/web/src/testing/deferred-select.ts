import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens a DeferredSelect (shared/components/deferred-select.tsx) the way a person does and
 * returns its options. The pointer coming over the look-alike placeholder loads Mantine's
 * Select, which then takes the placeholder's place: a click sent while that swap is under way
 * can land on the placeholder after it left the page (a busy machine), so the click waits
 * for the real Select and goes to it.
 */
export async function openDeferredSelect(user: UserEvent, name: string, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  const control = () => scope.getByRole('combobox', { name });
  await user.hover(control());
  await waitFor(() => expect(control()).toHaveClass('mantine-Select-input'));
  await user.click(control());
  return screen.findAllByRole('option');
}
