import type { ContactType } from '@paydesk/domain/merchant-account';
import {
  LIMIT_INCREASE_DAYS_MESSAGE,
  type LimitIncreaseRequest,
  type MerchantAccount,
} from '@paydesk/domain/merchant-account';
import type { DatabaseHandle } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { NotFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { FEE_SCHEDULES } from '../../processors/simulated-processor';
import {
  contactsOf,
  findMerchant,
  insertLimitIncreaseRequest,
  type MerchantRow,
  monthToDateVolume,
  rateOf,
  siteSetting,
} from './merchants.repository';

const PROCESSOR_NAMES: Record<number, string> = {
  2: 'Processor 2 (older)',
  3: 'Processor 3 (newer)',
};

/** The merchant row, or a 404 in the one error shape. */
export async function merchantOr404(database: DatabaseHandle, id: number): Promise<MerchantRow> {
  const merchant = await findMerchant(database.db, id);
  if (!merchant) throw new NotFound('Merchant account not found.');
  return merchant;
}

export async function merchantAccount(
  database: DatabaseHandle,
  id: number,
): Promise<MerchantAccount> {
  const m = await merchantOr404(database, id);
  const contacts = await contactsOf(database.db, id);
  return {
    id: m.id,
    status: m.status,
    statusSince: m.statusSince.toISOString(),
    businessCommonName: m.businessCommonName,
    businessLegalName: m.businessLegalName,
    businessEin: m.businessEin,
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
    monthToDate: await monthToDateVolume(database.query, id, m.timezone),
    bankAccountNumberLastFour: m.bankAccountNumberLastFour,
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
  };
}

export async function merchantRates(database: DatabaseHandle, id: number) {
  const m = await merchantOr404(database, id);
  const rate = await rateOf(database.db, m);
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

/** How the signed-in user appears among the merchant's contacts, matched by e-mail (part 1 §4). */
export async function contactType(
  database: DatabaseHandle,
  id: number,
  identity: Identity,
): Promise<ContactType> {
  await merchantOr404(database, id);
  const contacts = await contactsOf(database.db, id);
  const mine = contacts.filter((c) => c.email?.toLowerCase() === identity.email);
  const type = mine.find((c) => c.type === 'Primary Contact')?.type ?? mine[0]?.type ?? null;
  return { contactType: type };
}

/** Records the request and e-mails the limits mailbox (the site setting limitsEmail). */
export async function requestLimitIncrease(
  database: DatabaseHandle,
  mailer: Mailer,
  input: { merchantId: number; identity: Identity; request: LimitIncreaseRequest },
) {
  const m = await merchantOr404(database, input.merchantId);
  const mailbox = String((await siteSetting(database.db, 'limitsEmail')) ?? 'limits@paydesk.test');
  const id = await insertLimitIncreaseRequest(database.db, {
    merchantId: m.id,
    userId: input.identity.userId,
    kind: input.request.kind,
    requestedMonthlyLimitCents: input.request.requestedMonthlyLimit,
    reason: input.request.reason,
  });
  const dollars = (input.request.requestedMonthlyLimit / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  await mailer.send({
    to: mailbox,
    subject: `Limit increase request #${id}: ${m.businessCommonName} (${m.id})`,
    text:
      `${input.identity.email} asks for a monthly ${input.request.kind === 'card' ? 'card' : 'ACH'} limit of ${dollars} ` +
      `for ${m.businessCommonName} (merchant ${m.id}).\n\nReason:\n${input.request.reason}\n`,
  });
  return {
    id,
    message: `Your request was sent. ${LIMIT_INCREASE_DAYS_MESSAGE} Questions: ${mailbox}.`,
    contactEmail: mailbox,
  };
}
