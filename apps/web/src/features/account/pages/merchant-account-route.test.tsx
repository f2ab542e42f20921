// @vitest-environment jsdom
import { MERCHANT_DETAIL_MESSAGES } from '@paydesk/domain/merchant-detail-fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import type { MerchantDetail } from '../api/merchant-details-api';
import { MerchantAccountRoute } from './merchant-account-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function testDetail(overrides: Partial<MerchantDetail> = {}): MerchantDetail {
  return {
    id: 100001,
    status: 1,
    canEdit: true,
    firstName: 'Olivia',
    lastName: 'Owner',
    contactAddress1: '400 SW Oak St',
    contactAddress2: '',
    contactCity: 'Portland',
    contactStateId: 'OR',
    contactState: 'Oregon',
    contactZip: '97204',
    contactCountry: 'USA',
    contactEmail: 'olivia@blueharbor.test',
    contactPhoneMobile: '(503) 555-0123',
    bankName: 'First Harbor Bank',
    bankAccountType: 'checking',
    bankAccountOwnershipType: 'business',
    bankAccountNumberLastFour: '4321',
    bankRoutingNumberLastFour: '0021',
    businessCommonName: 'Blue Harbor Bistro',
    businessLegalName: 'Blue Harbor Hospitality LLC',
    businessEin: '841234567',
    businessAddress1: '12 Harbor Way',
    businessAddress2: '',
    businessCity: 'Portland',
    businessStateId: 'OR',
    businessState: 'Oregon',
    businessZip: '97204',
    businessCountry: 'USA',
    businessPhone: '(503) 555-0100',
    owner: null,
    ...overrides,
  };
}

function api(detail: MerchantDetail) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (method === 'GET' && url.endsWith('/merchants/100001/details')) return json(200, detail);
    if (method === 'PATCH' && url.endsWith('/merchants/100001/details/phone')) {
      return json(200, {
        ...detail,
        businessPhone: (body as { businessPhone: string }).businessPhone,
      });
    }
    return json(404, { error_message: 'Not found.' });
  });
  return { fetchMock, calls };
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      { path: '/account/info', element: <p>Profile</p> },
      { path: '/account/merchants/:id/:type?', element: <MerchantAccountRoute /> },
    ],
    url,
  );

describe('MerchantAccountRoute', () => {
  signedInHolding([100001]);
  let mock: ReturnType<typeof api>;
  beforeEach(() => {
    mock = api(testDetail());
    vi.stubGlobal('fetch', mock.fetchMock);
  });

  it('says an account that is not the user’s is not found, without calling', async () => {
    renderAt('/account/merchants/100002');
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(mock.fetchMock).not.toHaveBeenCalled();
  });

  it('shows every part with Edit for a merchant admin, bank numbers as last fours', async () => {
    renderAt('/account/merchants/100001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Harbor Bistro' }),
    ).toBeInTheDocument();
    const banking = screen.getByRole('region', { name: 'Bank information' });
    expect(banking).toHaveTextContent('•••• 4321');
    expect(banking).toHaveTextContent('•••• 0021');
    expect(within(banking).getByRole('link', { name: 'Edit bank information' })).toHaveAttribute(
      'href',
      '/account/merchants/100001/banking',
    );
    expect(screen.getByRole('region', { name: 'Owner' })).toBeInTheDocument();
    expect(screen.queryByText(MERCHANT_DETAIL_MESSAGES.notAdmin)).not.toBeInTheDocument();
  });

  it('is read-only for a user who is not a merchant admin of the account', async () => {
    mock = api(testDetail({ canEdit: false, businessEin: '*****4567' }));
    vi.stubGlobal('fetch', mock.fetchMock);
    renderAt('/account/merchants/100001');
    expect(await screen.findByText(MERCHANT_DETAIL_MESSAGES.notAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Owner' })).not.toBeInTheDocument();
  });

  it('edits the business phone: checked with the shared rule, sent, and back to the account', async () => {
    const user = userEvent.setup();
    const router = renderAt('/account/merchants/100001/phone');
    const phone = await screen.findByRole('textbox', { name: 'Business phone' });
    expect(phone).toHaveValue('(503) 555-0100');
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '5035550177');
    expect(phone).toHaveValue('(503) 555-0177');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/merchants/100001'));
    const patch = mock.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ businessPhone: '(503) 555-0177' });
    expect(await screen.findByRole('region', { name: 'Business phone' })).toHaveTextContent(
      '(503) 555-0177',
    );
  });

  it('says a part that does not exist is not found', async () => {
    renderAt('/account/merchants/100001/limits');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
