import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The one Drizzle schema; `npm run db:generate` writes the migration set in server/db/migrations. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull(),
    passwordHash: text('password_hash').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    appNumber: text('app_number').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: ['viewer', 'anchor', 'admin'] })
      .notNull()
      .default('viewer'),
    anchorStatus: text('anchor_status', {
      enum: ['none', 'pending', 'approved', 'rejected', 'banned', 'permaBanned'],
    })
      .notNull()
      .default('none'),
    gender: text('gender', { enum: ['male', 'female', 'secret'] })
      .notNull()
      .default('secret'),
    birthday: text('birthday'),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    height: integer('height'),
    weight: integer('weight'),
    emotion: text('emotion', { enum: ['single', 'inLove'] }),
    hobbies: jsonb('hobbies').$type<string[]>().notNull().default([]),
    profile: text('profile').notNull().default(''),
    languageType: text('language_type'),
    securityCodeHash: text('security_code_hash'),
    disabled: boolean('disabled').notNull().default(false),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(t.usernameLower),
    uniqueIndex('users_phone_uq').on(t.areaCode, t.phone),
    uniqueIndex('users_app_number_uq').on(t.appNumber),
    index('users_anchor_status_idx').on(t.anchorStatus),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.areaCode, t.phone, t.purpose)],
);

export const anchorColumns = pgTable('anchor_columns', {
  anchorType: integer('anchor_type').primaryKey(),
  sort: integer('sort').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

export const matchColumns = pgTable('match_columns', {
  raceType: integer('race_type').primaryKey(),
  sort: integer('sort').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

/** Small documents: footer, enums, global config, secrets. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seeds applied once each (idempotent demo data; later issues add their own). */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  ownerId: integer('owner_id'),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
