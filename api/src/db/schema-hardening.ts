import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in throttling shared by every API process: one row per key (`cuenta+origen:…`, `cuenta:…`,
 * `origen:…`). `attempts` is taken before the password is checked, so parallel requests cannot
 * overshoot; `blocked_until` grows with every attempt past the limit.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 400 }).primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blocked_until: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * One ClaveÚnica sign-in attempt: state, nonce and PKCE verifier, found by the SHA-256 of the random
 * handle kept in the browser's HttpOnly cookie. Deleted when used (single use) or expired.
 */
export const oidcAttempts = pgTable('oidc_attempts', {
  handle_hash: varchar('handle_hash', { length: 64 }).primaryKey(),
  state: varchar('state', { length: 200 }).notNull(),
  nonce: varchar('nonce', { length: 200 }).notNull(),
  code_verifier: varchar('code_verifier', { length: 200 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Facts about the installation, e.g. `demo_seeded` (demo accounts are created once, never again). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
