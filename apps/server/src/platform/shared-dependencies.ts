import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Processors } from '../processors/processor-registry';
import type { FieldCipher } from './encryption';
import type { FileStorage } from './file-storage/file-storage';
import type { Mailer } from './mail';

/** The time every rule reads (tests move it by hand). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every module may use, decorated on the app once (app.ts) and read by routes as
 * `app.database`, `app.mailer`, `app.clock`, `app.processors`, `app.config`, `app.tokenKey`, `app.cipher`, `app.fileStorage`; services take
 * the parts they need as a plain argument (the app satisfies `SharedDependencies`).
 */
export interface SharedDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
  processors: Processors;
  /** Signs and verifies session tokens (AUTH_SECRET, or the key generated into DATA_DIR). */
  tokenKey: Uint8Array;
  /**
   * Encrypts sensitive fields at rest (AES-256-GCM under ENCRYPTION_KEY, or the key generated
   * into DATA_DIR): the virtual terminal's bank account and routing numbers.
   */
  cipher: FieldCipher;
  /** The bytes of uploaded files (DATA_DIR/files, or the FILES_S3_* bucket; docs/files.md). */
  fileStorage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance extends SharedDependencies {}
}

export function decorateSharedDependencies(app: FastifyInstance, deps: SharedDependencies): void {
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('mailer', deps.mailer);
  app.decorate('clock', deps.clock);
  app.decorate('processors', deps.processors);
  app.decorate('tokenKey', deps.tokenKey);
  app.decorate('cipher', deps.cipher);
  app.decorate('fileStorage', deps.fileStorage);
}
