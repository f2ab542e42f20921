// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { ctasApi } from '../testing/ctas-api';
import { CtasPage } from './ctas-page';

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/admin/tools/ctas', element: <CtasPage /> },
      { path: '/admin/tools/ctas/:id/edit', element: <p>Campaign page</p> },
    ],
    url,
  );

describe('CtasPage', () => {
  signedInHolding([]);

  it('lists the campaigns with their counts and deadline inside the tools frame', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt('/admin/tools/ctas');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Call to Action Manager' }),
    ).toBeVisible();
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Call to Action Manager',
    );
    const table = await screen.findByRole('table', { name: 'Calls to action' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Verify your bank account');
    expect(row).toHaveTextContent('Jan 15, 2099');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['2', '1']));
    expect(screen.getByRole('link', { name: 'New call to action' })).toHaveAttribute(
      'href',
      '/admin/tools/ctas/create',
    );
  });

  it('sends the search to the API and says when nothing matches', async () => {
    const api = ctasApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt('/admin/tools/ctas?search=nothing');
    expect(await screen.findByText('No call to action matches this search.')).toBeVisible();
    expect(api.callsTo('/api/admin/cta').at(-1)?.url.searchParams.get('search')).toBe('nothing');
  });

  it('invites to create the first campaign when there is none', async () => {
    vi.stubGlobal('fetch', ctasApi({ campaigns: [] }).fetchMock);
    renderAt('/admin/tools/ctas');
    expect(await screen.findByText('No calls to action yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New call to action' })).toBeVisible();
  });

  it('says when the list could not be loaded', async () => {
    vi.stubGlobal('fetch', ctasApi({ listStatus: 500 }).fetchMock);
    renderAt('/admin/tools/ctas');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeVisible();
  });

  it('shows only Not Allowed without can-manage-ctas, and asks nothing', async () => {
    const api = ctasApi({ permissions: [] });
    vi.stubGlobal('fetch', api.fetchMock);
    renderAt('/admin/tools/ctas');
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeVisible();
    expect(api.callsTo('/api/admin/cta')).toHaveLength(0);
  });
});
