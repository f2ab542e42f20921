import type { KeyboardEvent } from 'react';

/**
 * A popover's button keeps the focus while its panel is open (Mantine moves it into the panel
 * only with a focus trap): this keydown handler lets Escape close the panel from the button too.
 */
export function escapeCloses(opened: boolean, close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.preventDefault();
    close();
  };
}
