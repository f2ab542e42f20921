// @vitest-environment jsdom
import { SUBSCRIPTION_MESSAGES } from '@paydesk/domain/subscription-fields';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../testing/render';
import { SubscriberFrame, SubscriberLoad, SubscriberSection } from './subscriber-page';

const HEADING = 'Your subscription';

function renderLoad(props: { missing?: boolean; data?: string; error?: unknown }) {
  const refetch = vi.fn();
  renderWithProviders(
    <SubscriberLoad
      heading={HEADING}
      missing={props.missing ?? false}
      query={{ data: props.data, error: props.error ?? null, refetch }}
    >
      {(data) => <p>Read: {data}</p>}
    </SubscriberLoad>,
  );
  return { refetch };
}

const answer = (status: number, errorMessage?: string) =>
  new ApiError({ status, kind: 'http', message: `HTTP ${status}`, errorMessage });

describe('SubscriberLoad', () => {
  it('refuses a link without its token, without asking', () => {
    renderLoad({ missing: true });
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be used');
    expect(screen.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_MESSAGES.linkInvalidAnonymous);
  });

  it('says why the server refused the link, in its words', () => {
    renderLoad({ error: answer(403, 'This link was replaced. Ask Blue Harbor Bistro.') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link was replaced. Ask Blue Harbor Bistro.',
    );
  });

  it('offers Retry when the page could not be read for another reason', async () => {
    const { refetch } = renderLoad({ error: answer(500, 'Something went wrong on our side.') });
    expect(screen.getByText('Your subscription could not be loaded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says it is loading, then shows the page', () => {
    renderLoad({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading your subscription…');
    renderLoad({ data: 'the plan' });
    expect(screen.getByText('Read: the plan')).toBeInTheDocument();
  });
});

describe('SubscriberFrame', () => {
  it('shows the merchant, what is charged and how often, its sections and the link’s end', () => {
    renderWithProviders(
      <SubscriberFrame
        merchantName="Blue Harbor Bistro"
        title="Gold plan"
        amount="$25.00"
        schedule="every month"
        status="cancellation-requested"
        linkExpiresAt="2026-12-24T10:00:00.000Z"
      >
        <SubscriberSection title="Details">
          <p>Next charge</p>
        </SubscriberSection>
      </SubscriberFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gold plan' })).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('Cancellation requested')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Next charge');
    expect(
      screen.getByText(/This private link works until Dec 24, 2026\. Questions\?/),
    ).toHaveTextContent('Contact Blue Harbor Bistro.');
    expect(document.title).toBe('Gold plan · Blue Harbor Bistro · Paydesk');
  });
});
