import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live (docs/files.md): a folder under DATA_DIR by default, or an
 * S3-compatible bucket for several replicas. Keys are made by the files module
 * (`merchants/<merchant id>/<file uuid>`), never from what a caller sent.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores the stream's bytes under `key`, whole or not at all: when the stream fails (the
   * upload was cut off or refused as too large) nothing is left under the key and the
   * stream's error is rethrown.
   */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<void>;
  /** The bytes under `key`, or undefined when nothing is stored there. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes what is under `key`; nothing stored there is not an error. */
  delete(key: string): Promise<void>;
}

/** `merchants/100002/0f1e…`: letters, digits, `._-` and `/`, no empty or dot segments. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could leave the storage's folder or prefix (a bug, never input). */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key) || key.length > 512 || key.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`file storage: refused key ${JSON.stringify(key)}`);
  }
  return key;
}
