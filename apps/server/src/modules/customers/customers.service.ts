import {
  CUSTOMER_MESSAGES,
  CUSTOMER_RECENT_PAYMENTS,
  zipProblem,
} from '@paydesk/domain/customer-fields';
import type {
  CreateCustomer,
  Customer,
  CustomerDetail,
  UpdateCustomer,
} from '@paydesk/domain/customers';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import { type CustomerScope, customerRow } from './customer-list';
import {
  customerOf,
  insertCustomer,
  lockCustomer,
  paymentMethodsOf,
  paymentTotals,
  recentPaymentsOf,
  subscriptionsOf,
  updateCustomerRow,
} from './customers.repository';

/** Customers: the feature flag, the list's scope, one customer's page, create and edit. */

/** Every customers call: 403 unless the account has customers enabled (allowCustomers). */
export function requireCustomers(merchant: Merchant): Merchant {
  if (!merchant.allowCustomers) throw new Forbidden(CUSTOMER_MESSAGES.disabled);
  return merchant;
}

export const customerScope = (merchant: Merchant): CustomerScope => ({
  merchantId: requireCustomers(merchant).id,
  currency: merchant.currency,
});

async function customerOrNotFound(
  run: RawQuery,
  merchant: Merchant,
  customerId: number,
): Promise<Customer> {
  const row = await customerOf(run, merchant.id, customerId);
  if (!row) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  return customerRow(row, merchant.currency);
}

/** One customer's page (404 for another account's customer or an unknown id). */
export async function customerDetail(
  run: RawQuery,
  merchant: Merchant,
  customerId: number,
): Promise<CustomerDetail> {
  requireCustomers(merchant);
  const customer = await customerOrNotFound(run, merchant, customerId);
  const [totals, methods, payments, subscriptions] = await Promise.all([
    paymentTotals(run, merchant.id, customerId),
    paymentMethodsOf(run, merchant.id, customerId),
    recentPaymentsOf(run, merchant.id, customerId, CUSTOMER_RECENT_PAYMENTS),
    subscriptionsOf(run, merchant.id, customerId),
  ]);
  return {
    customer,
    totals: { ...totals, netVolume: totals.volume - totals.refunds },
    paymentMethods: methods.map((m) => ({
      method: m.method,
      brand: String(m.brand),
      lastFour: String(m.last_four),
      count: Number(m.count),
      lastUsedAt: String(m.last_used_at),
    })),
    payments: payments.map((p) => ({
      id: Number(p.id),
      transNumber: String(p.trans_number),
      transDate: String(p.trans_date),
      type: p.type_code as CustomerDetail['payments'][number]['type'],
      grossAmount: Number(p.gross_amount_cents),
      refundedAmount: Number(p.refunded_amount_cents),
      status: p.status as CustomerDetail['payments'][number]['status'],
    })),
    subscriptions: subscriptions.map((s) => ({
      id: Number(s.id),
      status: s.status as CustomerDetail['subscriptions'][number]['status'],
      amount: Number(s.amount_cents),
      currency: String(s.currency),
      interval: s.interval as CustomerDetail['subscriptions'][number]['interval'],
      intervalCount: Number(s.interval_count),
      nextRunDate: s.next_run_date === null ? null : String(s.next_run_date),
      cancelAtDate: s.cancel_at_date === null ? null : String(s.cancel_at_date),
    })),
  };
}

/** Creates a customer (audited `customer-create`: merchant and customer ids, no personal data). */
export async function createCustomer(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: CreateCustomer,
): Promise<Customer> {
  requireCustomers(merchant);
  const id = await insertCustomer(tx, merchant.id, body);
  await recordSuccess(tx, actor, {
    action: 'customer-create',
    details: { merchantId: merchant.id, customerId: id },
  });
  return customerOrNotFound(sqlQuery(tx), merchant, id);
}

/**
 * Edits a customer: the fields sent that differ from the stored ones (audited
 * `customer-update` with their names, not their values). The ZIP is checked against the
 * country the customer ends up with.
 */
export async function updateCustomer(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  customerId: number,
  body: UpdateCustomer,
): Promise<Customer> {
  requireCustomers(merchant);
  const stored = await lockCustomer(tx, merchant.id, customerId);
  if (!stored) throw new NotFound(CUSTOMER_MESSAGES.notFound);
  const country = body.country ?? stored.country;
  const zip = body.zip ?? stored.zip;
  const problem = zipProblem(country, zip);
  if (problem) throw new ValidationFailed({ zip: [problem] });
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== stored[key as keyof typeof stored]) changes[key] = value;
  }
  const fields = Object.keys(changes);
  if (fields.length > 0) {
    await updateCustomerRow(tx, merchant.id, customerId, changes as UpdateCustomer);
  }
  await recordSuccess(tx, actor, {
    action: 'customer-update',
    details: { merchantId: merchant.id, customerId, fields },
  });
  return customerOrNotFound(sqlQuery(tx), merchant, customerId);
}
