import type { AdminMerchantProfile, MerchantLimits } from '@paydesk/domain/admin-merchant-profile';
import { processorName } from '@paydesk/domain/merchant-status';
import type { Database } from '../../db/client';
import { type Merchant, merchantForStaff } from '../../platform/route-merchant';
import {
  activeAlertsOf,
  activeCtaOf,
  clientName,
  ownersOf,
  partnerName,
  userBrief,
} from './admin-merchant-profile.repository';

/**
 * The admin merchant profile (part 2 §2 "Merchant profile", §3 "Merchant (profile view)"):
 * the merchant row with its partner, client, owners, active call to action and alerts.
 */

/**
 * The 'Held Balance' of part 2 §4 (the available balance, excluding the pending balance), in
 * cents, as SQL over a merchants alias: the figure the profile answers as
 * `merchantBalance.availableBalance` (in dollars), which the funding-hold report lists.
 */
export const heldBalanceCentsSql = (merchant: string) => `${merchant}.available_balance_cents`;

/** Cents as dollars (2 decimals); null stays null. */
const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

function limitsOf(m: Merchant): MerchantLimits {
  return {
    cc_per_transaction_limit: dollars(m.ccPerTransactionLimitCents),
    cc_per_month_limit: dollars(m.ccPerMonthLimitCents),
    ach_per_transaction_limit: dollars(m.achPerTransactionLimitCents),
    ach_per_month_limit: dollars(m.achPerMonthLimitCents),
    cc_refund_line_of_credit: dollars(m.ccRefundLineOfCreditCents),
  };
}

/** The profile of merchant `id`; 404 'Merchant account not found.' for an unknown id. */
export async function adminMerchantProfile(
  db: Database,
  id: number,
): Promise<AdminMerchantProfile> {
  const m = await merchantForStaff(db, id);
  const [partner, client, holdUser, owners, cta, alerts] = await Promise.all([
    m.partnerId === null ? null : partnerName(db, m.partnerId),
    m.clientId === null ? null : clientName(db, m.clientId),
    m.fundingHoldSetByUserId === null ? null : userBrief(db, m.fundingHoldSetByUserId),
    ownersOf(db, m.id),
    activeCtaOf(db, m.id),
    activeAlertsOf(db, m.id),
  ]);
  return {
    id: m.id,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    accountCreateDate: m.accountCreateDate,
    currentStatusDate: m.statusSince.toISOString(),
    businessCommonName: m.businessCommonName,
    businessLegalName: m.businessLegalName,
    businessType: m.businessType,
    countryId: m.businessCountry,
    currency: m.currency,
    partner,
    processorId: m.processorId,
    processorName: processorName(m.processorId),
    processorCanRevert: m.processorCanRevert === 1,
    oldProcessorId: m.oldProcessorId,
    oldProcessorGatewayId: m.oldProcessorGatewayId,
    oldProcessorGatewayAltId: m.oldProcessorGatewayAltId,
    merchantBalance: {
      availableBalance: m.availableBalanceCents / 100,
      sweepEnabled: m.sweepEnabled,
    },
    hasFundingHold: m.hasFundingHold,
    holdFirstReportedDate: m.holdFirstReportedDate?.toISOString() ?? null,
    fundingHolds: m.fundingHolds ?? null,
    fundingHoldDesc: m.fundingHoldDesc,
    fundingHoldSetBy: m.fundingHoldSetBy,
    fundingHoldSetByUser: holdUser
      ? {
          id: holdUser.id,
          email: holdUser.email,
          name: `${holdUser.firstName} ${holdUser.lastName}`.trim(),
        }
      : null,
    hasCTA: cta !== null,
    ctaAssignedAt: cta?.assignedAt.toISOString() ?? null,
    ctaTitle: cta?.title ?? null,
    stackOwned: m.stackOwned,
    contacts: {
      owners: owners.map((o) => ({
        id: o.id,
        first_name: o.firstName,
        last_name: o.lastName,
        date_of_birth: o.dateOfBirth,
        phone: o.phone,
        ssn_last_4: o.ssnLast4,
        ssn_encrypted: o.ssnEncrypted !== null && o.ssnEncrypted !== '',
      })),
    },
    softDescriptor: m.softDescriptor,
    payoutDescriptor: m.payoutDescriptor,
    client,
    posData: m.posData ?? null,
    webRateName: m.webRateName,
    mobileRateName: m.mobileRateName,
    cardBrands: m.cardBrands ?? [],
    settings: { allow_card_payment: m.allowCardPayment, allow_ach_payment: m.allowAchPayment },
    enablePosDevices: m.enablePosDevices,
    allowSubscriptions: m.allowSubscriptions,
    allowCustomers: m.allowCustomers,
    allowCheckout: m.allowCheckout,
    payoutFrequency: m.payoutFrequency,
    payoutAnchor: m.payoutAnchor,
    limits: limitsOf(m),
    alerts,
  };
}

/** The scope of a history list: the merchant, after checking it exists (404 otherwise). */
export async function historyScope(db: Database, id: number): Promise<{ merchantId: number }> {
  const m = await merchantForStaff(db, id);
  return { merchantId: m.id };
}
