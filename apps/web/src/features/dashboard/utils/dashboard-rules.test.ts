import type { MerchantAccount } from '@paydesk/domain/merchant-account';
import type { OverviewMetric, OverviewResponse } from '@paydesk/domain/overview';
import { describe, expect, it } from 'vitest';
import { dashboardBanners } from './dashboard-banners';
import { monthlyLimitUsage, reachedLimits } from './limits';
import { chargebackRatio, chartRows, isQuietRange, tileFigures } from './overview-series';

describe('dashboardBanners', () => {
  const open = { status: 1, ownedByProvider: false };

  it('shows Response Needed only with the enabled permission and evidence needed', () => {
    const input = { account: open, evidenceNeeded: 3 };
    expect(dashboardBanners({ ...input, canManageDisputes: true })).toEqual(['response-needed']);
    expect(dashboardBanners({ ...input, canManageDisputes: false })).toEqual([]);
    expect(dashboardBanners({ ...input, canManageDisputes: false })).toEqual([]);
    expect(dashboardBanners({ account: open, evidenceNeeded: 0, canManageDisputes: true })).toEqual(
      [],
    );
    expect(
      dashboardBanners({ account: open, evidenceNeeded: undefined, canManageDisputes: true }),
    ).toEqual([]);
  });

  it('shows Account Closed for statuses 33 and 133 only', () => {
    for (const status of [33, 133]) {
      expect(
        dashboardBanners({
          account: { status, ownedByProvider: false },
          canManageDisputes: false,
          evidenceNeeded: 0,
        }),
      ).toEqual(['account-closed']);
    }
    for (const status of [0, 1, 66, 99]) {
      expect(
        dashboardBanners({
          account: { status, ownedByProvider: false },
          canManageDisputes: false,
          evidenceNeeded: 0,
        }),
      ).toEqual([]);
    }
  });

  it('shows the owned-by-provider alert when the account is owned by the provider', () => {
    expect(
      dashboardBanners({
        account: { status: 133, ownedByProvider: true },
        canManageDisputes: true,
        evidenceNeeded: 1,
      }),
    ).toEqual(['provider-owned', 'account-closed', 'response-needed']);
  });
});

const account = (patch: Partial<MerchantAccount['limits']>, card: number, ach: number) =>
  ({
    limits: {
      ccPerTransactionLimit: null,
      ccPerMonthLimit: null,
      achPerTransactionLimit: null,
      achPerMonthLimit: null,
      ccRefundLineOfCredit: null,
      ...patch,
    },
    monthToDate: { cardVolume: card, achVolume: ach },
  }) as MerchantAccount;

describe('limits', () => {
  it('reaches a monthly limit at or above it, never without one', () => {
    expect(reachedLimits(account({ ccPerMonthLimit: 100 }, 100, 0)).map((l) => l.kind)).toEqual([
      'card',
    ]);
    expect(reachedLimits(account({ ccPerMonthLimit: 100 }, 99, 0))).toEqual([]);
    expect(reachedLimits(account({ achPerMonthLimit: 50 }, 0, 80)).map((l) => l.kind)).toEqual([
      'ach',
    ]);
    expect(reachedLimits(account({}, 1_000_000, 1_000_000))).toEqual([]);
  });

  it('measures use in percent, capped at 100', () => {
    const [card, ach] = monthlyLimitUsage(
      account({ ccPerMonthLimit: 200, achPerMonthLimit: 10 }, 50, 30),
    );
    expect(card?.percent).toBe(25);
    expect(ach?.percent).toBe(100);
  });
});

const response = (metric: OverviewMetric, value: number, previous = 0): OverviewResponse => ({
  metric,
  unit: 'count',
  granularity: 'day',
  summedData: { data: [{ count: value }], data2: [{ count: previous }] },
  segmentedData: {
    data: [
      { date: '2028-02-29', value },
      { date: '2028-03-01', value: 0 },
    ],
    data2: [{ date: '2027-02-28', value: previous }],
  },
  bounds: { min: 0, max: value },
});

describe('overview series', () => {
  it('puts the prior year beside the current period, point by point', () => {
    expect(chartRows(response('gross-volume', 5, 4))).toEqual([
      { date: '2028-02-29', priorDate: '2027-02-28', current: 5, prior: 4 },
      { date: '2028-03-01', priorDate: null, current: 0, prior: null },
    ]);
  });

  it('gives the total, the prior total and the change', () => {
    expect(tileFigures(response('gross-volume', 150, 100))).toEqual({
      value: 150,
      previous: 100,
      change: 50,
    });
    expect(tileFigures(response('chargeback-count', 0, 4)).change).toBe(-100);
  });

  it('calls a range quiet when no activity tile moved', () => {
    const quiet = {
      'gross-volume': response('gross-volume', 0),
      'successful-transactions': response('successful-transactions', 0),
      'payout-volume': response('payout-volume', 0),
      'chargeback-count': response('chargeback-count', 0),
      'evidence-chargeback-count': response('evidence-chargeback-count', 4),
    };
    expect(isQuietRange(quiet)).toBe(true);
    expect(isQuietRange({ ...quiet, 'payout-volume': response('payout-volume', 1) })).toBe(false);
    expect(isQuietRange({})).toBe(false);
  });

  it('gives the chargeback ratio in percent', () => {
    expect(chargebackRatio(3, 400)).toBe(0.75);
    expect(chargebackRatio(0, 0)).toBeNull();
  });
});
