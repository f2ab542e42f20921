import { newIdempotencyKey } from '../api/call-endpoint';

/** JSON with object keys sorted, so the same values always read the same. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
    return Object.fromEntries(
      Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  });
}

/**
 * The Idempotency-Key of a form's submissions: the same key while the same values are sent
 * again (a retry after a failure or a time-out, which the server may already have applied),
 * a new key when the values change (another request) and after a success (the next send is a
 * new submission).
 */
export class SubmissionKeys {
  private current: { key: string; fingerprint: string } | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key for sending `values`. */
  keyFor(values: unknown): string {
    const fingerprint = stableStringify(values);
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { key: this.makeKey(), fingerprint };
    }
    return this.current.key;
  }

  /** The key of the submission in progress or last failed; undefined before the first send. */
  get key(): string | undefined {
    return this.current?.key;
  }

  /** After a success: the next send is a new submission. */
  renew(): void {
    this.current = null;
  }
}
