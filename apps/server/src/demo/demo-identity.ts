import { ADMIN_PERMISSION_KEYS, type AdminPermissionKey } from '@paydesk/domain/permissions';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  legacyUsers,
  merchants,
  siteSettings,
  userMerchants,
  userPermissions,
  users,
} from '../db/schema';
import { hashLegacyPassword, hashPassword } from '../platform/passwords';
import { DEMO_MERCHANT_IDS, DEMO_MERCHANTS } from './demo-merchants';

/** The demo sign-ins of ARCHITECTURE.md (never seeded in production). */
export const DEMO_SIGN_INS = [
  {
    email: 'admin@paydesk.test',
    password: 'Admin!Paydesk2026',
    who: 'provider admin, every permission',
  },
  {
    email: 'support@paydesk.test',
    password: 'Support!Paydesk2026',
    who: 'provider admin with only the transaction, payout and dispute report keys',
  },
  {
    email: 'finance@paydesk.test',
    password: 'Finance!Paydesk2026',
    who: 'provider admin with the finance report keys, no Disputes report',
  },
  {
    email: 'owner@paydesk.test',
    password: 'Owner!Paydesk2026',
    who: 'merchant admin of three accounts',
  },
  {
    email: 'clerk@paydesk.test',
    password: 'Clerk!Paydesk2026',
    who: 'merchant user of two accounts, one without checkout',
  },
  {
    email: 'newuser@paydesk.test',
    password: 'Temp!Paydesk2026',
    who: 'must set a new password first',
  },
  {
    email: 'legacy@paydesk.test',
    password: 'Legacy!Paydesk2026',
    who: 'user of the older system, moved in at first sign-in',
  },
] as const;

export { DEMO_MERCHANT_IDS };

/**
 * The support sign-in's only keys: the Merchants, Partners, Rates and Users items are hidden
 * and a merchant profile shows 'Not Allowed'.
 */
export const SUPPORT_PERMISSION_KEYS = [
  'can-view-transaction-report',
  'can-view-deposit-report',
  'can-view-chargeback-report',
] as const satisfies readonly AdminPermissionKey[];

/**
 * The finance sign-in's keys: transactions, payouts, reconciliation, limits and residual fees,
 * but not the Disputes report (its item is hidden and its URL shows 'Not Allowed').
 */
export const FINANCE_PERMISSION_KEYS = [
  'can-view-transaction-report',
  'can-view-deposit-report',
  'can-view-processor-reconciliation-report',
  'can-view-limit-report',
  'can-residual-fee',
] as const satisfies readonly AdminPermissionKey[];

export const DEFAULT_SITE_SETTINGS: Record<string, unknown> = {
  idleTimeoutMinutes: 15,
  supportEmail: 'support@paydesk.test',
  limitsEmail: 'limits@paydesk.test',
};

/** Applies IDLE_TIMEOUT_MINUTES to the site setting (tests and demos use a short one). */
export async function applyIdleTimeout(db: Database, minutes: number | undefined): Promise<void> {
  if (minutes === undefined) return;
  await db
    .insert(siteSettings)
    .values({ key: 'idleTimeoutMinutes', value: minutes })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: minutes, updatedAt: new Date() },
    });
}

const password = (email: string) => DEMO_SIGN_INS.find((d) => d.email === email)?.password ?? '';

/**
 * Seeds the demo users with the merchant records they need, once: a database that already
 * has users is left alone. The data-platform generator enriches these merchants.
 */
export async function seedDemoIdentity(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return false;
  const hashes = await Promise.all(
    [
      'admin@paydesk.test',
      'owner@paydesk.test',
      'clerk@paydesk.test',
      'newuser@paydesk.test',
      'support@paydesk.test',
      'finance@paydesk.test',
    ].map((e) => hashPassword(password(e))),
  );
  const legacyHash = await hashLegacyPassword(password('legacy@paydesk.test'));
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values(Object.entries(DEFAULT_SITE_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await tx
      .insert(merchants)
      .values([...DEMO_MERCHANTS])
      .onConflictDoNothing();
    // The demo accounts have fixed ids: the sequence moves past them, so an account opened
    // later (an approved merchant application) takes the next free id.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('merchants', 'id'), coalesce((select max(id) from merchants), 100000) + 1, false)`,
    );
    const [admin, owner, clerk, newUser, support, finance] = await tx
      .insert(users)
      .values([
        {
          email: 'admin@paydesk.test',
          firstName: 'Ada',
          lastName: 'Admin',
          passwordHash: hashes[0] ?? '',
          groups: ['mp_admin'],
        },
        {
          email: 'owner@paydesk.test',
          firstName: 'Olivia',
          lastName: 'Owner',
          passwordHash: hashes[1] ?? '',
          isMerchantAdmin: true,
          primaryPhone: '+1 503 555 0142',
        },
        {
          email: 'clerk@paydesk.test',
          firstName: 'Carl',
          lastName: 'Clerk',
          passwordHash: hashes[2] ?? '',
        },
        {
          email: 'newuser@paydesk.test',
          firstName: 'Nina',
          lastName: 'Newuser',
          passwordHash: hashes[3] ?? '',
          mustSetPassword: true,
        },
        {
          email: 'support@paydesk.test',
          firstName: 'Sam',
          lastName: 'Support',
          passwordHash: hashes[4] ?? '',
          groups: ['mp_admin'],
        },
        {
          email: 'finance@paydesk.test',
          firstName: 'Fiona',
          lastName: 'Finance',
          passwordHash: hashes[5] ?? '',
          groups: ['mp_admin'],
        },
      ])
      .returning({ id: users.id });
    if (!admin || !owner || !clerk || !newUser || !support || !finance)
      throw new Error('demo users were not created');
    await tx.insert(userMerchants).values([
      // The owner is a merchant admin of each of their accounts (edits them, manages the team).
      { userId: owner.id, merchantId: DEMO_MERCHANT_IDS.bistro, isAdmin: true },
      { userId: owner.id, merchantId: DEMO_MERCHANT_IDS.outfitters, isAdmin: true },
      { userId: owner.id, merchantId: DEMO_MERCHANT_IDS.closed, isAdmin: true },
      { userId: clerk.id, merchantId: DEMO_MERCHANT_IDS.bistro },
      // An account without checkout, subscriptions or customers: the feature-flag redirect.
      { userId: clerk.id, merchantId: DEMO_MERCHANT_IDS.outfitters },
      { userId: newUser.id, merchantId: DEMO_MERCHANT_IDS.outfitters },
    ]);
    await tx
      .insert(userPermissions)
      .values([
        ...ADMIN_PERMISSION_KEYS.map((slug) => ({ userId: admin.id, slug })),
        ...SUPPORT_PERMISSION_KEYS.map((slug) => ({ userId: support.id, slug })),
        ...FINANCE_PERMISSION_KEYS.map((slug) => ({ userId: finance.id, slug })),
        { userId: owner.id, slug: 'can-manage-disputes' },
        { userId: clerk.id, slug: 'can-manage-disputes', enabled: false },
      ]);
    await tx.insert(legacyUsers).values({
      email: 'legacy@paydesk.test',
      firstName: 'Leo',
      lastName: 'Legacy',
      passwordHash: legacyHash,
      merchantIds: [DEMO_MERCHANT_IDS.outfitters],
    });
  });
  return true;
}
