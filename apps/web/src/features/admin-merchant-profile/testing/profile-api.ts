/** A fake API of the admin merchant profile for the page tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import type { MerchantHistoryRow } from '../api/get-merchant-history';
import type { MerchantProfile } from '../api/get-merchant-profile';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const MERCHANT_ID = 100001;

export function testProfile(over: Partial<MerchantProfile> = {}): MerchantProfile {
  return {
    id: MERCHANT_ID,
    status: 33,
    createdAt: '2025-01-02T03:04:05.000Z',
    accountCreateDate: '2025-01-03',
    currentStatusDate: '2026-10-01T12:00:00.000Z',
    businessCommonName: 'Blue Harbor Bistro',
    businessLegalName: 'Blue Harbor Hospitality LLC',
    businessType: 'O',
    countryId: 'USA',
    currency: 'USD',
    partner: { id: 7, name: 'Harbor Partners' },
    processorId: 3,
    processorName: 'Processor 3 (newer)',
    processorCanRevert: false,
    oldProcessorId: null,
    oldProcessorGatewayId: null,
    oldProcessorGatewayAltId: null,
    merchantBalance: { availableBalance: 1234.56, sweepEnabled: true },
    hasFundingHold: true,
    holdFirstReportedDate: '2026-10-05T00:00:00.000Z',
    fundingHolds: {
      suspiciousActivity: true,
      confirmedFraud: false,
      limitsIssue: false,
      invalidBankAccount: false,
    },
    fundingHoldDesc: 'Chargebacks spiked',
    fundingHoldSetBy: 'admin@paydesk.test',
    fundingHoldSetByUser: null,
    hasCTA: true,
    ctaAssignedAt: '2026-09-10T00:00:00.000Z',
    ctaTitle: 'Verify your identity',
    stackOwned: true,
    contacts: { owners: [] },
    softDescriptor: 'BLUEHARBOR',
    payoutDescriptor: 'BLUE HARBOR PAYOUT',
    client: { id: 3, name: 'Restaurants' },
    posData: null,
    webRateName: 'US Corporate Web',
    mobileRateName: 'US Corporate Mobile',
    cardBrands: ['Visa', 'MasterCard'],
    settings: { allow_card_payment: true, allow_ach_payment: false },
    enablePosDevices: true,
    allowSubscriptions: true,
    allowCustomers: false,
    allowCheckout: true,
    payoutFrequency: 'weekly',
    payoutAnchor: 'monday',
    limits: {
      cc_per_transaction_limit: 5000,
      cc_per_month_limit: 25000,
      ach_per_transaction_limit: 1000.5,
      ach_per_month_limit: null,
      cc_refund_line_of_credit: 0,
    },
    alerts: [
      { id: 1, type: 'information', title: 'Heads up', message: 'For your information' },
      { id: 2, type: 'notice', title: 'Notice', message: 'A notice' },
      { id: 3, type: 'warning', title: 'Careful', message: 'A warning' },
      { id: 4, type: 'error', title: 'Broken', message: 'Something is wrong' },
    ],
    ...over,
  };
}

export const HISTORY: MerchantHistoryRow[] = [
  {
    id: 12,
    changedAt: '2026-10-02T10:00:00.000Z',
    changedBy: 'admin@paydesk.test',
    grouping: 'General',
    field: 'status',
    oldValue: '1',
    newValue: '66',
  },
  {
    id: 11,
    changedAt: '2026-10-01T10:00:00.000Z',
    changedBy: 'owner@paydesk.test',
    grouping: 'Limits',
    field: 'cc_per_month_limit',
    oldValue: '25000',
    newValue: '50000',
  },
];

/** Answers the profile's calls; every call's URL is kept. */
export function profileApi(
  options: { profile?: MerchantProfile | null; totalHistory?: number } = {},
) {
  const profile = options.profile === undefined ? testProfile() : options.profile;
  const calls: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    calls.push(url);
    if (url.pathname === `/api/admin/merchants/${MERCHANT_ID}`) {
      return profile
        ? json(200, profile)
        : json(404, { error_message: 'Merchant account not found.' });
    }
    if (url.pathname === `/api/admin/merchants/${MERCHANT_ID}/history`) {
      const filter = url.searchParams.get('filter');
      const rows = HISTORY.filter((row) => !filter || row.grouping === filter);
      const total = options.totalHistory ?? rows.length;
      const perPage = Number(url.searchParams.get('perPage') ?? 10);
      return json(200, {
        meta: {
          perPage,
          page: Number(url.searchParams.get('page') ?? 1),
          totalRecords: total,
          totalPages: Math.ceil(total / perPage),
          asOf: '42',
        },
        data: rows,
      });
    }
    return json(404, { error_message: `No fake for ${url.pathname}` });
  });
  return {
    fetchMock,
    callsTo: (path: string) => calls.filter((url) => url.pathname === path),
  };
}
