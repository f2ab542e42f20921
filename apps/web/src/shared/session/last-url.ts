import { STORAGE_KEYS } from '../stores/storage-keys';

/** Part 1 §2: the last visited URL is remembered, to come back to after signing in. */
export function rememberLastUrl(url: string): void {
  localStorage.setItem(STORAGE_KEYS.lastUrl, url);
}

/** The remembered URL, forgotten once read. */
export function takeLastUrl(): string | null {
  const url = localStorage.getItem(STORAGE_KEYS.lastUrl);
  localStorage.removeItem(STORAGE_KEYS.lastUrl);
  return url;
}
