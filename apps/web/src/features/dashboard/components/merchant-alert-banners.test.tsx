// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { MerchantAlertBanners } from './merchant-alert-banners';

describe('MerchantAlertBanners', () => {
  it('colours each alert by its type: information blue, notice and warning yellow, error red', () => {
    renderWithProviders(
      <MerchantAlertBanners
        alerts={[
          { id: 1, type: 'information', title: 'Info', message: 'i' },
          { id: 2, type: 'notice', title: 'Notice', message: 'n' },
          { id: 3, type: 'warning', title: 'Warning', message: 'w' },
          { id: 4, type: 'error', title: 'Error', message: 'e' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Messages from Paydesk' });
    const colour = (type: string) => {
      const alert = region.querySelector(`[data-alert-type="${type}"]`);
      expect(alert).not.toBeNull();
      return alert?.getAttribute('style') ?? '';
    };
    expect(colour('information')).toContain('blue');
    expect(colour('notice')).toContain('yellow');
    expect(colour('warning')).toContain('yellow');
    expect(colour('error')).toContain('red');
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(screen.getByText('w')).toBeInTheDocument();
  });

  it('renders nothing without alerts', () => {
    const { container } = renderWithProviders(<MerchantAlertBanners alerts={[]} />);
    expect(container.querySelector('[role="region"]')).toBeNull();
  });
});
