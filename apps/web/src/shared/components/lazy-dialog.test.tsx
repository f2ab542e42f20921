// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyDialog } from './lazy-dialog';

const seen: boolean[] = [];

function Dialog({ opened }: { opened: boolean }) {
  seen.push(opened);
  return <p>{opened ? 'open' : 'closed'}</p>;
}

describe('LazyDialog', () => {
  it('loads the dialog on first opening, mounts it closed, then opens it', async () => {
    const load = vi.fn(async () => ({ default: Dialog }));
    const LazyChild = lazy(load);
    const view = (opened: boolean) => (
      <LazyDialog opened={opened}>{(shown) => <LazyChild opened={shown} />}</LazyDialog>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closed/)).toBeNull();

    rerender(view(true));
    expect(await screen.findByText('open')).toBeInTheDocument();
    // Mounted closed, then opened: Mantine notes what had the focus only on a change.
    expect(seen.slice(0, 2)).toEqual([false, true]);
    rerender(view(false));
    // Closed again, it stays mounted (Mantine plays its closing transition).
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
