import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, isNavGroup, visibleAdminNav } from './admin-nav';

const labels = (items: ReturnType<typeof visibleAdminNav>) =>
  items.map((item) =>
    isNavGroup(item)
      ? `${item.label}: ${item.children.map((c) => c.label).join(', ')}`
      : item.label,
  );

describe('visibleAdminNav', () => {
  it('lists the 15 reports and 5 tools of part 2 §2, and pending migrations, scheduled reports and the audit log (beyond the spec)', () => {
    const groups = ADMIN_NAV.filter(isNavGroup);
    const reports = groups.find((g) => g.label === 'Reports')?.children;
    expect(reports).toHaveLength(17);
    expect(reports?.slice(-3).map((r) => r.label)).toEqual([
      'Payment Links Overview',
      'Pending Migrations',
      'Scheduled Reports',
    ]);
    expect(groups.find((g) => g.label === 'Tools')?.children.map((c) => c.label)).toEqual([
      'Processor Migration',
      'Platform Payout',
      'Call to Action Manager',
      'Risk Watch List',
      'Bulk Operations',
      'Audit Log',
    ]);
  });

  it('shows an admin without keys only what every admin sees', () => {
    expect(labels(visibleAdminNav(new Set()))).toEqual([
      'Dashboard',
      'Reports: Interchange, Partner Volume, Subscriptions, Payment Links Overview, Scheduled Reports',
      'Tools: Risk Watch List',
    ]);
  });

  it('shows everything with every key', () => {
    const all = visibleAdminNav(new Set(ADMIN_PERMISSION_KEYS));
    expect(labels(all)[1]).toBe('Merchants');
    expect(all).toEqual(ADMIN_NAV);
  });

  it("shows Pending Migrations only with can-migrate-merchants (the Processor Migration tool's key)", () => {
    const reportsOf = (keys: string[]) =>
      visibleAdminNav(new Set(keys))
        .filter(isNavGroup)
        .find((g) => g.label === 'Reports')
        ?.children.map((c) => c.label);
    const others = ADMIN_PERMISSION_KEYS.filter((key) => key !== 'can-migrate-merchants');
    expect(reportsOf(others)).not.toContain('Pending Migrations');
    const reports = reportsOf(['can-migrate-merchants']);
    expect(reports).toContain('Pending Migrations');
    const item = ADMIN_NAV.filter(isNavGroup)
      .flatMap((g) => g.children)
      .find((c) => c.label === 'Pending Migrations');
    expect(item).toMatchObject({
      href: '/admin/reports/pending-migrations',
      permission: 'can-migrate-merchants',
    });
  });

  it('gates each item by its own key', () => {
    const items = labels(visibleAdminNav(new Set(['can-view-rates', 'can-bulk-operations'])));
    expect(items).toContain('Rates');
    expect(items).not.toContain('Merchants');
    expect(items.at(-1)).toBe('Tools: Risk Watch List, Bulk Operations');
  });
});
