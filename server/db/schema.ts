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

// ---- Messaging (im, friend) ----

/** One row per conversation; `maxSeq` is bumped in the transaction that stores a message. */
export const conversations = pgTable('conversations', {
  id: text('id').primaryKey(),
  sessionType: integer('session_type').notNull(),
  maxSeq: integer('max_seq').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's view of a conversation: read cursor (unread = maxSeq - hasReadSeq), options, pin. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: integer('peer_id'),
    hasReadSeq: integer('has_read_seq').notNull().default(0),
    recvMsgOpt: integer('recv_msg_opt').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Messages up to this seq are hidden for this user (clear history). */
    minSeq: integer('min_seq').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_members_pk').on(t.conversationId, t.userId),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientMsgId: text('client_msg_id').notNull(),
    senderId: integer('sender_id').notNull(),
    recvId: integer('recv_id'),
    sessionType: integer('session_type').notNull(),
    contentType: integer('content_type').notNull(),
    content: text('content').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    sendTime: timestamp('send_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_uq').on(t.senderId, t.clientMsgId),
  ],
);

/** Messages a user deleted for themselves. */
export const messageDeletions = pgTable(
  'message_deletions',
  {
    userId: integer('user_id').notNull(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('message_deletions_pk').on(t.userId, t.messageId)],
);

/** Friendship is stored both ways (one row per side) so each side has its own remark. */
export const friends = pgTable(
  'friends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull().default(''),
    source: integer('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('friends_pk').on(t.userId, t.friendId)],
);

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    source: integer('source').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'expired'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('friend_requests_to_idx').on(t.toId), index('friend_requests_from_idx').on(t.fromId)],
);

export const blacklist = pgTable(
  'blacklist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blacklist_pk').on(t.userId, t.blockedId)],
);

/** Platform system messages to one user (messageManagement count / list / detail / delete). */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_messages_user_idx').on(t.userId)],
);

export const phrases = pgTable(
  'phrases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('phrases_user_idx').on(t.userId)],
);

/** Message settings of §3, one row per user. */
export const messageSettings = pgTable('message_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messageNotification: boolean('message_notification').notNull().default(true),
  messageInfoNotification: boolean('message_info_notification').notNull().default(true),
  newMessageNotificationVoice: boolean('new_message_notification_voice').notNull().default(true),
});
