/**
 * Test support (imported by *.test.tsx only): a transaction and its detail as the server
 * answers them.
 */
import type { Transaction, TransactionDetail } from '@paydesk/domain/transactions';

export function saleFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 10733,
    merchantId: 100001,
    merchantName: 'Blue Harbor Bistro',
    batchId: null,
    transNumber: 'T3-100001-010733',
    transDate: '2026-11-24T23:59:37.578Z',
    settledDate: null,
    fundDate: null,
    type: '+CC',
    typeDescription: 'Card sale',
    status: 'approved',
    method: 'card',
    cardBrand: 'Visa',
    accountholderName: 'Amélie O’Brien',
    accountholderEmail: 'amelie@example.com',
    accountType: 'Visa',
    currency: 'USD',
    grossAmount: 4608,
    fee: 168,
    netAmount: 4440,
    refundedAmount: 1000,
    accountNumber: '•••• 4242',
    responseCode: '00',
    responseCodeDesc: 'Approved',
    authCode: '155196',
    avsCode: 'Y',
    originalTransactionId: null,
    customerId: null,
    paymentLinkId: null,
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  const transaction = saleFixture();
  return {
    transaction,
    responseCodeMeaning: 'Approved',
    avsCodeMeaning: 'Street address and 5-digit ZIP code match',
    refundable: transaction.grossAmount - transaction.refundedAmount,
    refund: { allowed: true, reason: null },
    void: { allowed: false, reason: 'A sale with refunds cannot be voided.' },
    batch: null,
    deposit: null,
    original: null,
    related: [],
    timeline: [],
    ...overrides,
  };
}
