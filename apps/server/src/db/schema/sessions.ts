import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A signed-in session: one refresh-token family. JWTs carry its id as `sid`. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute lifetime: 12 hours, or 30 days with remember-me. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored hashed; a used one that comes back revokes its whole session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * One-time secrets, stored hashed: password-reset codes, new-password challenges and
 * single sign-on keys. Each expires, is used once and allows a few wrong tries.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', {
      enum: [
        'password-reset',
        'new-password',
        'sso-key',
        /** A new sign-in e-mail waiting for its code (data.newEmail). */
        'change-email',
        /** An applicant's e-mail address waiting for its link (data.applicationToken). */
        'application-verify',
        /** A staff sign-in whose password was right, waiting for its two-factor code (data.remember). */
        'two-factor',
        /** A staff sign-in that must enrol two-factor first (required mode; data.remember). */
        'two-factor-enrol',
      ],
    }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, string | boolean | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.purpose, t.codeHash),
    index('one_time_codes_user_idx').on(t.userId, t.purpose),
  ],
);
