// @vitest-environment jsdom
import { Tooltip } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { STATUS_STYLES } from '../merchant-account/merchant-status';
import { StatusPill } from './status-pill';

const MERCHANT_STATUSES: [number, string, string][] = [
  [-1, 'Error', 'error'],
  [0, 'Disabled', 'disabled'],
  [1, 'Active', 'active'],
  [2, 'Submitted', 'submitted'],
  [3, 'Verifying', 'verifying'],
  [4, 'Information Needed', 'info-needed'],
  [5, 'Rejected', 'rejected'],
  [11, 'In Review', 'in-review'],
  [33, 'Closed - Pending', 'closed-pending'],
  [66, 'Pending', 'pending'],
  [99, 'Denied', 'denied'],
  [133, 'Closed', 'closed'],
];

describe('StatusPill', () => {
  it.each(MERCHANT_STATUSES)(
    'shows merchant status %i as "%s" in the %s style',
    (status, label, style) => {
      renderWithProviders(<StatusPill merchantStatus={status} processorId={2} />);
      const pill = screen.getByText(label);
      expect(pill).toHaveAttribute('data-status', style);
      expect(pill).toHaveTextContent(new RegExp(`^${label}$`));
    },
  );

  it("hides ' - Pending' on the newer processor, keeping the closed-pending style", () => {
    renderWithProviders(<StatusPill merchantStatus={33} processorId={3} />);
    const pill = screen.getByText('Closed');
    expect(pill).toHaveAttribute('data-status', 'closed-pending');
    expect(screen.queryByText(/Pending/)).toBeNull();
  });

  it('shows an unknown number as a disabled "Status N"', () => {
    renderWithProviders(<StatusPill merchantStatus={7} processorId={3} />);
    expect(screen.getByText('Status 7')).toHaveAttribute('data-status', 'disabled');
  });

  it.each(STATUS_STYLES)('takes the %s display style with any label', (style) => {
    renderWithProviders(<StatusPill status={style} label={`Label ${style}`} />);
    expect(screen.getByText(`Label ${style}`)).toHaveAttribute('data-status', style);
  });

  it('keeps its dot out of the accessible text and takes a tooltip', async () => {
    renderWithProviders(
      <Tooltip label="Status since Nov 3, 2026" openDelay={0}>
        <StatusPill merchantStatus={1} processorId={3} data-testid="pill" />
      </Tooltip>,
    );
    const pill = screen.getByTestId('pill');
    expect(pill.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.hover(pill);
    expect(await screen.findByText('Status since Nov 3, 2026')).toBeInTheDocument();
  });
});
