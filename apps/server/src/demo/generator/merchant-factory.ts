import type { merchantContacts, merchants } from '../../db/schema';
import { sealBankAccount } from '../../modules/merchants/merchant-bank-account.service';
import type { FieldCipher } from '../../platform/encryption';
import type { Random } from '../../processors/prng';
import { DEMO_MERCHANTS } from '../demo-merchants';
import { person } from './people';

export type MerchantInsert = typeof merchants.$inferInsert & { id: number };
export type ContactInsert = typeof merchantContacts.$inferInsert;

const PREFIX = [
  'Golden',
  'Silver',
  'Maple',
  'Harbor',
  'Summit',
  'Riverside',
  'Urban',
  'Coastal',
  'Prairie',
  'Evergreen',
  'Sunset',
  'Northern',
  'Lakeside',
  'Copper',
  'Granite',
  'Willow',
  'Cedar',
  'Bright',
  'Liberty',
  'Pioneer',
];
const NOUN = [
  'Bakery',
  'Coffee',
  'Fitness',
  'Books',
  'Outfitters',
  'Dental',
  'Salon',
  'Florist',
  'Auto Care',
  'Pet Supply',
  'Yoga Studio',
  'Brewing',
  'Tailors',
  'Hardware',
  'Music',
  'Cyclery',
  'Gallery',
  'Kitchen',
  'Tutoring',
  'Cleaners',
];
const COUNTRIES = [
  ['USA', 'USD', 'America/New_York', ['NY', 'CA', 'TX', 'FL', 'IL', 'WA', 'OR', 'CO', 'PR', 'DC']],
  ['CAN', 'CAD', 'America/Toronto', ['ON', 'BC', 'QC', 'AB']],
  ['GBR', 'GBP', 'Europe/London', ['']],
  ['AUS', 'AUD', 'Australia/Sydney', ['NSW', 'VIC']],
  ['NZL', 'NZD', 'Pacific/Auckland', ['']],
] as const;
/** Every status of part 2 §4, mostly active. */
const STATUSES = [
  [1, 70],
  [4, 3],
  [11, 3],
  [33, 4],
  [133, 3],
  [66, 4],
  [2, 2],
  [3, 2],
  [5, 2],
  [99, 2],
  [0, 2],
  [-1, 1],
] as const;

export interface MerchantPlan {
  merchant: MerchantInsert;
  contacts: ContactInsert[];
  /** First and last day (YYYY-MM-DD) with activity; null for an account that never traded. */
  activeFrom: string | null;
  activeUntil: string | null;
  meanDailySales: number;
  achShare: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** Nine digits whose last is replaced by the ABA check digit (weights 3, 7, 1). */
function withAbaCheckDigit(nine: string): string {
  const d = [...nine.slice(0, 8)].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5));
  return `${nine.slice(0, 8)}${(10 - (sum % 10)) % 10}`;
}

const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => random.int(0, 9)).join('');

/** A valid-looking SSN that passes the spec's checks (area not 000/666/9xx, group not 00, serial not 0000). */
function ssn(random: Random): string {
  return `${random.int(100, 665)}-${String(random.int(1, 99)).padStart(2, '0')}-${String(random.int(1, 9999)).padStart(4, '0')}`;
}

export function planMerchant(options: {
  index: number;
  random: Random;
  cipher: FieldCipher;
  start: Date;
  end: Date;
  meanDailySales: number;
  /** A high-volume account: active since the start, trading at this mean. */
  highVolumeDailySales?: number;
  partnerIds: number[];
  clientIds: number[];
}): MerchantPlan {
  const { index, random, cipher, start, end } = options;
  const id = 100001 + index;
  const demo = DEMO_MERCHANTS.find((m) => m.id === id);
  const highVolume = options.highVolumeDailySales !== undefined;
  const [country, currency, timezone, states] =
    demo || highVolume
      ? COUNTRIES[0]
      : random.weighted(COUNTRIES.map((c, i) => [c, i === 0 ? 80 : 5] as const));
  const status = demo?.status ?? (highVolume ? 1 : (random.weighted(STATUSES) as number));
  const processorId = demo?.processorId ?? (highVolume || random.chance(0.6) ? 3 : 2);
  const totalDays = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  const createdAt =
    demo || highVolume ? start : addDays(start, random.int(0, Math.floor(totalDays * 0.8)));
  const statusSince = addDays(
    createdAt,
    random.int(1, Math.max(2, Math.round((end.getTime() - createdAt.getTime()) / 86_400_000) - 1)),
  );
  const prefix = random.pick(PREFIX);
  const noun = random.pick(NOUN);
  const name = highVolume ? `${prefix} Online Retail` : `${prefix} ${noun}`;
  const owner = person(random);
  const accountNumber = digits(random, random.int(8, 12));
  // Eight digits drawn as before (the data set after them stays the same), the ninth the ABA
  // check digit, so the bank watch list (which takes valid routing numbers only) can name one.
  const routingNumber = withAbaCheckDigit(`0${digits(random, 8)}`);
  const migrated = processorId === 3 && random.chance(0.15);
  const held = processorId === 3 && status === 1 && random.chance(0.08);
  const merchant: MerchantInsert = {
    id,
    status,
    statusSince,
    businessCommonName: demo?.businessCommonName ?? name,
    businessLegalName:
      demo?.businessLegalName ?? `${name} ${random.pick(['LLC', 'Inc.', 'Co.', 'Ltd.'])}`,
    businessAddress1:
      demo?.businessAddress1 ??
      `${random.int(1, 9999)} ${random.pick(PREFIX)} ${random.pick(['St', 'Ave', 'Rd', 'Blvd'])}`,
    businessAddress2: random.chance(0.2) ? `Suite ${random.int(100, 999)}` : '',
    businessCity:
      demo?.businessCity ??
      random.pick(['Springfield', 'Riverton', 'Fairview', 'Georgetown', 'Salem', 'Franklin']),
    businessState: demo?.businessState ?? random.pick(states),
    businessZip:
      demo?.businessZip ??
      (country === 'CAN'
        ? `K${random.int(1, 9)}A ${random.int(1, 9)}B${random.int(1, 9)}`
        : String(random.int(10000, 99999))),
    businessCountry: country,
    processorId,
    enablePosDevices: demo?.enablePosDevices ?? (processorId === 3 && random.chance(0.3)),
    allowSubscriptions: demo?.allowSubscriptions ?? random.chance(0.4),
    allowCustomers: demo?.allowCustomers ?? random.chance(0.5),
    allowCheckout: demo?.allowCheckout ?? random.chance(0.4),
    ownedByProvider: random.chance(0.05),
    createdAt,
    businessType: random.weighted([
      ['O', 70],
      ['I', 20],
      ['NP', 10],
    ] as const),
    businessEin: digits(random, 9),
    businessPhone: `+1 ${random.int(201, 989)} 555 ${String(random.int(0, 9999)).padStart(4, '0')}`,
    timezone: demo?.timezone ?? timezone,
    currency,
    partnerId: options.partnerIds.length ? random.pick(options.partnerIds) : null,
    clientId: options.clientIds.length ? random.pick(options.clientIds) : null,
    oldProcessorId: migrated ? 2 : null,
    oldProcessorGatewayId: migrated ? `GW${digits(random, 6)}` : null,
    processorCanRevert: migrated ? 1 : 0,
    processorGatewayId: `GW${digits(random, 6)}`,
    hasFundingHold: held,
    holdFirstReportedDate: held ? addDays(end, -random.int(1, 60)) : null,
    fundingHolds: held
      ? {
          suspiciousActivity: random.chance(0.5),
          confirmedFraud: false,
          limitsIssue: random.chance(0.5),
          invalidBankAccount: false,
        }
      : null,
    fundingHoldDesc: held ? 'Volume above the agreed limits' : null,
    stackOwned: random.chance(0.05),
    softDescriptor: (demo?.businessCommonName ?? name).toUpperCase().slice(0, 22),
    webRateName: `${country === 'USA' ? 'US' : country} Standard`,
    ccPerTransactionLimitCents: 500_000,
    ccPerMonthLimitCents: random.pick([2_500_000, 5_000_000, 10_000_000]),
    achPerTransactionLimitCents: 1_000_000,
    achPerMonthLimitCents: 5_000_000,
    ccRefundLineOfCreditCents: 100_000,
    bankName: random.pick([
      'First National Bank',
      'Harbor Credit Union',
      'Summit Savings',
      'Pacific Trust',
    ]),
    bankAccountType: random.chance(0.8) ? 'checking' : 'savings',
    bankAccountOwnershipType: random.chance(0.8) ? 'business' : 'personal',
    ...sealBankAccount(cipher, { accountNumber, routingNumber }),
    requestHashKey: `rh_${digits(random, 10)}${random.pick(['a', 'b', 'c', 'd'])}${digits(random, 6)}`,
    accountCreateDate: day(createdAt),
  };
  const ownerSsn = ssn(random);
  const contacts: ContactInsert[] = [
    {
      merchantId: id,
      type: 'Primary Contact',
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      phone: merchant.businessPhone ?? null,
      city: merchant.businessCity ?? '',
      state: merchant.businessState ?? '',
      countryId: country,
    },
    {
      merchantId: id,
      type: 'Beneficial Owner/Officer',
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      phone: merchant.businessPhone ?? null,
      address1: `${random.int(1, 999)} ${random.pick(PREFIX)} Ln`,
      city: merchant.businessCity ?? '',
      state: merchant.businessState ?? '',
      postalCode: merchant.businessZip ?? '',
      countryId: country,
      dateOfBirth: `${random.int(1950, 1998)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      ssnEncrypted: cipher.encrypt(ownerSsn),
      ssnLast4: ownerSsn.slice(-4),
      ownershipPercent: String(random.pick([51, 75, 100])),
    },
  ];
  const trades = [1, 4, 11, 33, 133].includes(status);
  const closed = status === 33 || status === 133;
  const mean =
    id === 100001
      ? 14
      : id === 100002
        ? 8
        : id === 100003
          ? 5
          : (options.highVolumeDailySales ?? options.meanDailySales * random.logNormal(0, 0.6));
  return {
    merchant,
    contacts,
    activeFrom: trades ? day(createdAt) : null,
    activeUntil: trades ? day(closed ? statusSince : end) : null,
    meanDailySales: mean,
    achShare: country === 'USA' ? random.pick([0, 0.1, 0.2, 0.35]) : 0,
  };
}
