import type { ContactType } from '@paydesk/domain/merchant-account';
import {
  LIMIT_INCREASE_DAYS_MESSAGE,
  type LimitIncreaseRequest,
  type MerchantAccount,
} from '@paydesk/domain/merchant-account';
import { formatMoney } from '@paydesk/domain/money';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import type { Mailer } from '../../platform/mail';
import type { Merchant } from '../../platform/route-merchant';
import type { FeeSchedule } from '../../processors/processor-port';
import { FEE_SCHEDULES } from '../../processors/simulated-processor';
import { monthToDateVolume } from '../overview/volume.service';
import { siteSettingText } from '../settings/settings.service';
import { contactsOf, insertLimitIncreaseRequest, rateOf } from './merchants.repository';

const PROCESSOR_NAMES: Record<number, string> = {
  2: 'Processor 2 (older)',
  3: 'Processor 3 (newer)',
};

/**
 * Who may see the owners' personal data (date of birth, home address, SSN last four) and the
 * full EIN: the account's merchant admins and staff who may view merchant info. Other users of
 * the account get the business fields.
 */
const seesOwnerDetails = (identity: Identity, merchantId: number) =>
  identity.isAdmin
    ? identity.permissions.includes('can-view-merchant-info')
    : identity.adminMerchantIds.includes(merchantId);

const maskEin = (ein: string) => (ein.length > 4 ? `*****${ein.slice(-4)}` : ein);

export async function merchantAccount(
  db: Database,
  m: Merchant,
  identity: Identity,
  now: Date,
): Promise<MerchantAccount> {
  const full = seesOwnerDetails(identity, m.id);
  const contacts = full ? await contactsOf(db, m.id) : [];
  return {
    id: m.id,
    status: m.status,
    statusSince: m.statusSince.toISOString(),
    businessCommonName: m.businessCommonName,
    businessLegalName: m.businessLegalName,
    businessEin: full ? m.businessEin : maskEin(m.businessEin),
    businessAddress1: m.businessAddress1,
    businessAddress2: m.businessAddress2,
    businessCity: m.businessCity,
    businessState: m.businessState,
    businessZip: m.businessZip,
    businessCountry: m.businessCountry,
    processorId: m.processorId,
    processorName: PROCESSOR_NAMES[m.processorId] ?? `Processor ${m.processorId}`,
    enablePosDevices: m.enablePosDevices,
    allowSubscriptions: m.allowSubscriptions,
    allowCustomers: m.allowCustomers,
    allowCheckout: m.allowCheckout,
    clientId: m.clientId,
    ownedByProvider: m.ownedByProvider,
    currency: m.currency,
    timezone: m.timezone,
    createdAt: m.createdAt.toISOString(),
    limits: {
      ccPerTransactionLimit: m.ccPerTransactionLimitCents,
      ccPerMonthLimit: m.ccPerMonthLimitCents,
      achPerTransactionLimit: m.achPerTransactionLimitCents,
      achPerMonthLimit: m.achPerMonthLimitCents,
      ccRefundLineOfCredit: m.ccRefundLineOfCreditCents,
    },
    monthToDate: await monthToDateVolume(db, { merchantId: m.id, timezone: m.timezone, now }),
    bankAccountNumberLastFour: m.bankAccountNumberLastFour,
    ...(full
      ? {
          contacts: {
            owners: contacts
              .filter((c) => c.type === 'Beneficial Owner/Officer')
              .map((c) => ({
                first_name: c.firstName,
                last_name: c.lastName,
                address_1: c.address1,
                address_2: c.address2,
                city: c.city,
                state: c.state,
                postal_code: c.postalCode,
                country_id: c.countryId,
                date_of_birth: c.dateOfBirth,
                ssn_last_4: c.ssnLast4,
              })),
          },
        }
      : {}),
  };
}

export async function merchantRates(db: Database, m: Merchant) {
  const rate = await rateOf(db, m);
  const schedule = FEE_SCHEDULES[m.processorId === 2 ? 2 : 3];
  return {
    rateName: rate?.rateName ?? m.webRateName,
    processorId: m.processorId,
    cardPercentBps: rate?.cardPercentBps ?? schedule.cardPercentBps,
    cardFixedCents: rate?.cardFixedCents ?? schedule.cardFixedCents,
    achPercentBps: rate?.achPercentBps ?? schedule.achPercentBps,
    achFixedCents: rate?.achFixedCents ?? schedule.achFixedCents,
    achCapCents: rate?.achCapCents ?? schedule.achCapCents,
    rejectedReturnFeeCents: rate?.rejectedReturnFeeCents ?? 1_000,
  };
}

/**
 * The fees a merchant's new sales are charged now: its rate plan's (by rate id, else by web
 * rate name on its processor), or its processor's own schedule when it has none. Every live
 * sale (virtual terminal, pay page, recurring billing) asks here, at the moment of the sale;
 * the fee is stored on the ledger row, so a later change of rate leaves past sales as they
 * were.
 */
export async function merchantFeeSchedule(
  db: Database,
  m: Merchant,
): Promise<FeeSchedule & { rejectedReturnFeeCents: number }> {
  const r = await merchantRates(db, m);
  return {
    cardPercentBps: r.cardPercentBps,
    cardFixedCents: r.cardFixedCents,
    achPercentBps: r.achPercentBps,
    achFixedCents: r.achFixedCents,
    achCapCents: r.achCapCents,
    rejectedReturnFeeCents: r.rejectedReturnFeeCents,
  };
}

/** How the signed-in user appears among the merchant's contacts, matched by e-mail (part 1 §4). */
export async function contactType(
  db: Database,
  m: Merchant,
  identity: Identity,
): Promise<ContactType> {
  const contacts = await contactsOf(db, m.id);
  const mine = contacts.filter((c) => c.email?.toLowerCase() === identity.email);
  const type = mine.find((c) => c.type === 'Primary Contact')?.type ?? mine[0]?.type ?? null;
  return { contactType: type };
}

/**
 * Records the request and e-mails the limits mailbox (the site setting limitsEmail), in the
 * call's transaction: the request and its e-mail exist together or not at all.
 */
export async function requestLimitIncrease(
  tx: Database,
  mailer: Mailer,
  input: { merchant: Merchant; identity: Identity; request: LimitIncreaseRequest },
) {
  const m = input.merchant;
  const mailbox = await siteSettingText(tx, 'limitsEmail', 'limits@paydesk.test');
  const id = await insertLimitIncreaseRequest(tx, {
    merchantId: m.id,
    userId: input.identity.userId,
    kind: input.request.kind,
    requestedMonthlyLimitCents: input.request.requestedMonthlyLimit,
    reason: input.request.reason,
  });
  const dollars = formatMoney(input.request.requestedMonthlyLimit, m.currency);
  await mailer.send(
    {
      to: mailbox,
      merchantId: m.id,
      subject: `Limit increase request #${id}: ${m.businessCommonName} (${m.id})`,
      text:
        `${input.identity.email} asks for a monthly ${input.request.kind === 'card' ? 'card' : 'ACH'} limit of ${dollars} ` +
        `for ${m.businessCommonName} (merchant ${m.id}).\n\nReason:\n${input.request.reason}\n`,
    },
    tx,
  );
  return {
    id,
    message: `Your request was sent. ${LIMIT_INCREASE_DAYS_MESSAGE} Questions: ${mailbox}.`,
    contactEmail: mailbox,
  };
}
