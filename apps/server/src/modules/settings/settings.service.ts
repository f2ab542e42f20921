import type { Database } from '../../db/client';
import { accessRulesOf, allSiteSettings, findSiteSetting } from './settings.repository';

/** Site settings as the spec's list of single-key objects. */
export async function siteSettings(db: Database) {
  return { data: (await allSiteSettings(db)).map((row) => ({ [row.key]: row.value })) };
}

/** One site setting as text, or the fallback when it is unset or empty. */
export async function siteSettingText(
  db: Database,
  key: string,
  fallback: string,
): Promise<string> {
  const value = await findSiteSetting(db, key);
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/** A user's access rules on one merchant account. */
export async function accessRules(db: Database, userId: number, merchantId: number) {
  return { data: await accessRulesOf(db, userId, merchantId) };
}
