// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredControl, type DeferredPopup } from './deferred-control';

function setup() {
  const seen: boolean[] = [];
  function Real({ opened, onChange }: DeferredPopup) {
    seen.push(opened);
    return (
      <button type="button" onClick={() => onChange(!opened)}>
        {opened ? 'real, open' : 'real, closed'}
      </button>
    );
  }
  const load = vi.fn(async () => ({ default: Real }));
  const LazyReal = lazy(load);
  render(
    <>
      <button type="button">before</button>
      <DeferredControl
        placeholder={(intent) => (
          <button type="button" {...intent}>
            placeholder
          </button>
        )}
      >
        {(popup) => <LazyReal {...popup} />}
      </DeferredControl>
    </>,
  );
  return { load, seen };
}

describe('DeferredControl', () => {
  it('shows the placeholder and loads nothing until someone means to use it', () => {
    const { load } = setup();
    expect(screen.getByRole('button', { name: 'placeholder' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads on hover and puts the real control in place, closed', async () => {
    const { load } = setup();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'placeholder' }));
    expect(await screen.findByRole('button', { name: 'real, closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'placeholder' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // It took no focus it did not have.
    expect(document.body).toHaveFocus();
  });

  it('hands the focus over to the real control when the placeholder had it', async () => {
    setup();
    act(() => screen.getByRole('button', { name: 'placeholder' }).focus());
    const real = await screen.findByRole('button', { name: 'real, closed' });
    expect(real).toHaveFocus();
  });

  it('opens the real control after mounting it closed when the placeholder was clicked', async () => {
    const { seen } = setup();
    const placeholder = screen.getByRole('button', { name: 'placeholder' });
    act(() => placeholder.focus());
    fireEvent.click(placeholder);
    const real = await screen.findByRole('button', { name: 'real, open' });
    // Closed first, then opened: Mantine notes the focused element when it opens.
    expect(seen.slice(0, 2)).toEqual([false, true]);
    expect(real).toHaveFocus();
    fireEvent.click(real);
    expect(screen.getByRole('button', { name: 'real, closed' })).toBeInTheDocument();
  });

  it('opens it on ArrowDown from the keyboard', async () => {
    setup();
    const placeholder = screen.getByRole('button', { name: 'placeholder' });
    act(() => placeholder.focus());
    fireEvent.keyDown(placeholder, { key: 'ArrowDown' });
    expect(await screen.findByRole('button', { name: 'real, open' })).toHaveFocus();
  });
});

describe('DeferredControl when the code cannot load', () => {
  it('keeps the placeholder', async () => {
    const LazyBroken = lazy(async (): Promise<{ default: () => null }> => {
      throw new Error('offline');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <DeferredControl
        placeholder={(intent) => (
          <button type="button" {...intent}>
            placeholder
          </button>
        )}
      >
        {() => <LazyBroken />}
      </DeferredControl>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'placeholder' }));
    // The import fails at once; without the boundary the whole tree would be gone by now.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'placeholder' })).toBeInTheDocument();
    error.mockRestore();
  });
});
