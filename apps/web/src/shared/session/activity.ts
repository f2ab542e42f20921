import { STORAGE_KEYS } from '../stores/storage-keys';

/** Writes to localStorage at most this often: pointer moves come in floods. */
const SHARE_EVERY_MS = 1_000;

let lastHere = Date.now();
let lastShared = 0;

/** Records activity in this tab and shares it with the other tabs. */
export function recordActivity(now = Date.now()): void {
  lastHere = now;
  if (now - lastShared < SHARE_EVERY_MS) return;
  lastShared = now;
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(now));
}

/** The last activity in any tab of this browser. */
export function lastActivity(): number {
  const shared = Number(localStorage.getItem(STORAGE_KEYS.lastActivity));
  return Number.isFinite(shared) ? Math.max(lastHere, shared) : lastHere;
}

/** Starts counting afresh (a new session, or "I'm still here"). */
export function resetActivity(now = Date.now()): void {
  lastShared = 0;
  recordActivity(now);
}
