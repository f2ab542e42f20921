import type { merchants } from '../db/schema';

type MerchantInsert = typeof merchants.$inferInsert;

export const DEMO_MERCHANT_IDS = { bistro: 100001, outfitters: 100002, closed: 100003 } as const;

/** The three accounts of owner@paydesk.test (ARCHITECTURE.md demo sign-ins). */
export const DEMO_MERCHANTS: readonly MerchantInsert[] = [
  {
    id: DEMO_MERCHANT_IDS.bistro,
    businessCommonName: 'Blue Harbor Bistro',
    businessLegalName: 'Blue Harbor Hospitality LLC',
    businessAddress1: '410 Harbor Way',
    businessCity: 'Portland',
    businessState: 'OR',
    businessZip: '97204',
    processorId: 3,
    enablePosDevices: true,
    allowSubscriptions: true,
    allowCustomers: true,
    allowCheckout: true,
    timezone: 'America/Los_Angeles',
  },
  {
    id: DEMO_MERCHANT_IDS.outfitters,
    businessCommonName: 'Cascade Outfitters',
    businessLegalName: 'Cascade Outdoor Supply Inc.',
    businessAddress1: '88 Summit Road',
    businessCity: 'Bend',
    businessState: 'OR',
    businessZip: '97701',
    processorId: 2,
    timezone: 'America/Los_Angeles',
  },
  {
    id: DEMO_MERCHANT_IDS.closed,
    status: 33,
    businessCommonName: 'Driftwood Books',
    businessLegalName: 'Driftwood Books & Co.',
    businessAddress1: '12 Pine Street',
    businessCity: 'Eugene',
    businessState: 'OR',
    businessZip: '97401',
    processorId: 3,
    timezone: 'America/Los_Angeles',
  },
];
