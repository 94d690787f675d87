import 'server-only';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, check, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/staff-roles';

// Tables Better Auth reads and writes (core, two-factor plugin and database rate limit).
// Property names are the ones Better Auth expects; SQL names follow our snake_case.

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  // The shopper's profile in My Account; checkout starts from it.
  // Unsubscribed from the shop's reminders (abandoned checkout, review requests): one click in any
  // such mail, or the switch in My Account. Order and account mails are sent regardless.
  marketingOptOut: boolean('marketing_opt_out').notNull().default(false),
  phone: text('phone'),
  address: text('address'),
  state: text('state'),
  // Sessions whose sign-in began before this are refused on every read (docs/security.md): set when
  // the account is handed to its owner (a promotion), so a sign-in racing the promotion cannot live on.
  sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // When this session last proved who it is beyond its cookie: the password (and code), or a
    // passkey. Adding a passkey needs a recent one (src/server/auth/recent-reauthentication.ts).
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    // A staff member's set-up link (or invitation) was followed in this session: it may enrol a
    // second factor until then while the shop requires one (src/server/auth/staff-enrolment.ts).
    staffEnrolmentUntil: timestamp('staff_enrolment_until', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // The 30-second time step of the last TOTP code accepted: a code is never accepted twice.
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    // When this authenticator's secret was set (a trigger, migration 0045, keeps it when Better Auth
    // reuses an unfinished row): an undone email change removes one set up after the change.
    secretSetAt: timestamp('secret_set_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

// Kept in the database (not memory) so the sign-in limit holds across app instances.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One role per staff member (src/lib/staff-roles.ts); a shopper has no row.
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId] }),
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'content', 'accountant')`),
  ],
);

// Passkeys, as Better Auth's passkey plugin keeps them (docs/security.md, "Passkeys"), plus
// when each last signed someone in, which the plugin does not record.
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull().unique(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = ['reset-password', 'verify-email', 'change-email', 'staff-enrolment', 'undo-email-change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

// The links the shop mails to prove a mailbox: a password reset, an email verification, an email
// change. Only a SHA-256 of each token is kept, so a copy of the database opens no account; a
// link is used once (used_at), and a new one of the same purpose deletes the older ones.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The address the link moves the account to: the new one of an email change, or the old one
    // an undo puts back.
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('reset-password', 'verify-email', 'change-email', 'staff-enrolment', 'undo-email-change')`),
  ],
);

// A closed account, kept without anyone's identity: who closed it (the customer, or an admin for a
// request received by mail, with the reason), and the anonymised customer record its orders kept.
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    closedBy: text('closed_by', { enum: ['customer', 'admin'] }).notNull(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    customerRecordId: uuid('customer_record_id'),
    ordersKept: integer('orders_kept').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('account_deletions_closed_by_check', sql`${t.closedBy} in ('customer', 'admin')`)],
);
