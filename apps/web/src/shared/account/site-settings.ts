import type { SiteSettings } from './account-types';

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

/** The value of a setting in the spec's list of single-key objects. */
export function siteSetting(settings: SiteSettings, key: string): unknown {
  return settings.find((entry) => Object.hasOwn(entry, key))?.[key];
}

/** The idle time-out in ms: idleTimeoutMinutes (may be fractional), default 15 minutes. */
export function idleTimeoutMs(settings: SiteSettings): number {
  const raw = siteSetting(settings, 'idleTimeoutMinutes');
  const minutes = typeof raw === 'string' && raw.trim() ? Number(raw) : raw;
  const valid = typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0;
  return (valid ? minutes : DEFAULT_IDLE_TIMEOUT_MINUTES) * 60_000;
}

/** A text setting, e.g. supportEmail; the fallback when it is missing or empty. */
export function textSetting(settings: SiteSettings, key: string, fallback: string): string {
  const value = siteSetting(settings, key);
  return typeof value === 'string' && value.trim() ? value : fallback;
}
