import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Staff account security (issue 10): one-time links, sign-in challenges and recovery codes. Only
 * SHA-256 hashes of the secrets a person receives are stored, as for session tokens.
 */

/** Invitation and password-reset links: single use, expiring. */
export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  kind: varchar('kind', { length: 20 }).notNull().$type<'invitacion' | 'restablecer'>(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_by: integer('created_by'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('account_tokens_user').on(t.user_id)]);

/**
 * The step between a correct password and a session: 'codigo' waits for a TOTP or recovery code,
 * 'enrolar' (production, no second factor yet) for the enrolment of one. Short-lived, few attempts.
 */
export const loginChallenges = pgTable('login_challenges', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  purpose: varchar('purpose', { length: 12 }).notNull().$type<'codigo' | 'enrolar'>(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of the second factor, shown once at enrolment. */
export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  code_hash: varchar('code_hash', { length: 64 }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('staff_recovery_codes_user').on(t.user_id)]);
