// @vitest-environment jsdom
import type { SavedView } from '@paydesk/domain/saved-views';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListState } from '../list-state/use-list-state';
import { demoSpec, renderListAt } from './list-test-kit';
import { SavedViewsMenu, sameQuery } from './saved-views-menu';

const view = (over: Partial<SavedView>): SavedView => ({
  id: 1,
  merchantId: 100001,
  screen: 'demo',
  name: 'View',
  query: 'card_brand=Visa',
  shared: false,
  own: true,
  ownerName: 'Olivia Owner',
  createdAt: '2024-03-01T10:00:00.000Z',
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness() {
  const list = useListState(demoSpec);
  return <SavedViewsMenu list={list} merchantId={100001} />;
}

describe('SavedViewsMenu', () => {
  let views: SavedView[];
  const fetchMock = vi.fn<typeof fetch>();
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          String(input).includes('/saved-views') && (init?.method ?? 'GET') === method,
      )
      .map(([input, init]) => ({
        url: String(input),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
        key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      }));

  beforeEach(() => {
    views = [
      view({ id: 1, name: 'Visa only', query: 'card_brand=Visa' }),
      view({ id: 2, name: 'Big refunds', query: 'amount_min=100000&sort=-amount', shared: true }),
      view({
        id: 3,
        name: 'Declines',
        query: 'status=declined',
        own: false,
        shared: true,
        ownerName: 'Ann Lee',
      }),
    ];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.startsWith('/api/merchants/100001/saved-views?screen=demo') && method === 'GET') {
        return json(200, { data: views });
      }
      if (url === '/api/merchants/100001/saved-views' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as SavedView;
        const created = view({ ...body, id: 9 });
        views = [...views, created];
        return json(201, created);
      }
      const deleted = /saved-views\/(\d+)$/.exec(url);
      if (deleted && method === 'DELETE') {
        views = views.filter((v) => v.id !== Number(deleted[1]));
        return new Response(null, { status: 204 });
      }
      return json(201, {});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists my views and those shared with me; choosing one opens its query', async () => {
    const user = userEvent.setup();
    const page = renderListAt(<Harness />, '/list?range=today');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const mine = await screen.findByRole('region', { name: 'My views' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Visa only', 'Big refunds']);
    expect(within(mine).getByText('Shared')).toBeInTheDocument();
    const shared = screen.getByRole('region', { name: 'Shared with the team' });
    expect(within(shared).getByRole('link', { name: 'Declines' })).toHaveAttribute(
      'href',
      '/list?status=declined',
    );
    expect(within(shared).getByText('by Ann Lee')).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: /Delete/ })).toBeNull();

    await user.click(within(shared).getByRole('link', { name: 'Declines' }));
    await waitFor(() => expect(page.params().toString()).toBe('status=declined'));
    // The current view names the button.
    expect(await screen.findByRole('button', { name: 'Declines' })).toBeInTheDocument();
  });

  it('closes with Escape while the focus is still on its button', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />, '/list');
    const button = screen.getByRole('button', { name: 'Views' });
    await user.click(button);
    expect(await screen.findByRole('region', { name: 'My views' })).toBeVisible();
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'My views' })).toBeNull());
    expect(button).toHaveFocus();
  });

  it('saves the current view with its name, sharing and query (no page or dialog)', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />, '/list?page=2&card_brand=ACH&sort=amount');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'ACH by amount');
    await user.click(
      within(dialog).getByRole('switch', { name: 'Share with other users of this account' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]).toMatchObject({
      url: '/api/merchants/100001/saved-views',
      body: {
        screen: 'demo',
        name: 'ACH by amount',
        query: 'card_brand=ACH&sort=amount',
        shared: true,
      },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save view' })).toBeNull());
    // The list was read again: the new view is the current one.
    expect(await screen.findByRole('button', { name: 'ACH by amount' })).toBeInTheDocument();
  });

  it('checks the name with the domain schema before sending', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />, '/list?dialog=save-view');
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Give the view a name')).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);
  });

  it('deletes one of my views after a confirmation', async () => {
    const user = userEvent.setup();
    renderListAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Visa only' }));
    expect(calls('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(calls('DELETE')[0]?.url).toBe('/api/merchants/100001/saved-views/1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Visa only' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Big refunds' })).toBeInTheDocument();
  });

  it('compares queries whatever the order of their parameters', () => {
    expect(sameQuery('a=1&b=2', '?b=2&a=1')).toBe(true);
    expect(sameQuery('a=1', 'a=2')).toBe(false);
  });
});
