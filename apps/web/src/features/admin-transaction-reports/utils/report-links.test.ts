import { describe, expect, it } from 'vitest';
import {
  adminTimelineHref,
  payoutHref,
  reconciliationDetailHref,
  transactionHref,
} from './report-links';

describe('back-office report links', () => {
  it('opens transactions and payouts under their merchant, in the paths of part 2 §2', () => {
    expect(transactionHref(100001, 42)).toBe('/admin/reports/transaction-details/42/100001');
    expect(payoutHref(100001, 7)).toBe('/admin/reports/payouts/100001/7');
  });

  it('sends each timeline step to its admin page', () => {
    expect(adminTimelineHref({ to: 'transaction', id: 43 }, 100001)).toBe(
      '/admin/reports/transaction-details/43/100001',
    );
    expect(adminTimelineHref({ to: 'deposit', id: 7 }, 100001)).toBe(
      '/admin/reports/payouts/100001/7',
    );
    expect(adminTimelineHref({ to: 'dispute', id: 9, type: 'retrieval' }, 100001)).toBe(
      '/admin/reports/dispute/9/retrieval',
    );
    expect(adminTimelineHref({ to: 'dispute', id: 9 }, 100001)).toBe(
      '/admin/reports/dispute/9/chargeback',
    );
    expect(adminTimelineHref({ to: 'ach-return', id: 3 }, 100001)).toBe(
      '/admin/reports/ach-returns?merchantid=100001',
    );
  });

  it('opens the reconciliation of one payout', () => {
    expect(reconciliationDetailHref(7, 100001)).toBe(
      '/admin/reports/processor-reconciliation?deposit_id=7&merchantid=100001',
    );
  });
});
