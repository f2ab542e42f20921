import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessRules, siteSettings } from '../../db/schema';

export async function allSiteSettings(db: Database) {
  return db.select().from(siteSettings).orderBy(asc(siteSettings.key));
}

export async function findSiteSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row?.value;
}

export async function accessRulesOf(db: Database, userId: number, merchantId: number) {
  return db
    .select({ rule: accessRules.rule, enabled: accessRules.enabled })
    .from(accessRules)
    .where(and(eq(accessRules.userId, userId), eq(accessRules.merchantId, merchantId)))
    .orderBy(asc(accessRules.rule));
}
