import {
  DOCUMENT_TYPE_NAMES,
  type DocumentTypeName,
  FILE_PURPOSES,
} from '@paydesk/domain/file-purposes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/** The document type names a merchant can be asked for (part 1 §3 "Document types"): one list, in the domain. */
export const documentTypeNames = DOCUMENT_TYPE_NAMES;
export type { DocumentTypeName };

/**
 * Uploaded files (part 2 §3 "file (type, default dispute_evidence)", part 1 §3 uploaded-file
 * store): metadata only, the bytes live in storage under `storage_key`. Removing a file sets
 * `deleted_at` (part 1 §4 "Removing a file marks it deleted").
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FILE_PURPOSES }).notNull().default('dispute_evidence'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_storage_key_idx').on(t.storageKey),
    index('files_merchant_type_created_idx').on(t.merchantId, t.type, t.createdAt.desc()),
    check('files_size_bytes_check', sql`${t.sizeBytes} >= 0`),
  ],
);
