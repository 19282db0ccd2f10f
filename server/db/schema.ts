// Over 400 lines on purpose: the one Drizzle schema drizzle-kit diffs to write each migration
// (drizzle.config.ts points at this file); tables are grouped by domain, in migration order.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
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
    /** When the current anchor application (registration or the user centre's) was sent. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
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
    /** Messages up to this seq are hidden for this user (clear history; a group joined later). */
    minSeq: integer('min_seq').notNull().default(0),
    /** Groups: the seq at which the member left or was removed; they keep reading up to it, no further. */
    leftSeq: integer('left_seq'),
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

// ---- Matches (match) ----

/** Leagues; `names` keyed by language. `externalId` is `<feed source>:<id>` for imported rows. */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    sportId: integer('sport_id').notNull(),
    names: jsonb('names').$type<Partial<Record<string, string>>>().notNull(),
    /** Lower-cased names in every language, for search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leagues_external_uq').on(t.externalId)],
);

/** Teams; `logo` an http(s) URL, or null for the badge our server draws (protocol/match.ts). */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    sportId: integer('sport_id').notNull(),
    names: jsonb('names').$type<Partial<Record<string, string>>>().notNull(),
    searchText: text('search_text').notNull().default(''),
    logo: text('logo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_external_uq').on(t.externalId)],
);

/**
 * Matches: the feed status (protocol/match.ts FEED_STATUSES) and its display status, kept side by
 * side so lists filter on an index. `version` grows with every change (live updates carry it).
 * `simSeed` is set on matches the built-in simulator plays; `simRound` counts their replays.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    sportId: integer('sport_id').notNull(),
    raceType: integer('race_type').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    feedStatus: text('feed_status').notNull(),
    status: text('status').notNull(),
    period: integer('period').notNull().default(0),
    periodStartedAt: timestamp('period_started_at', { withTimezone: true }),
    homeScore: jsonb('home_score').$type<number[]>().notNull().default([]),
    awayScore: jsonb('away_score').$type<number[]>().notNull().default([]),
    vbScores: jsonb('vb_scores').$type<{ pt: [number, number] }>(),
    hot: boolean('hot').notNull().default(false),
    trending: boolean('trending').notNull().default(false),
    viewers: integer('viewers').notNull().default(0),
    /** http(s) only (checked before it is written). */
    streamUrl: text('stream_url'),
    /** Last update of a feed-driven match (the stale rule); null for simulated matches. */
    feedUpdatedAt: timestamp('feed_updated_at', { withTimezone: true }),
    simSeed: integer('sim_seed'),
    simRound: integer('sim_round').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * List order, kept by the database: 0 live (and interrupted), 1 upcoming, 2 over (the tabs of
     * protocol/match.ts FILTER_STATUSES); then the kickoff of live and upcoming ones (null when
     * over); then the kickoff, newest first. Lists read pages straight off the indexes below.
     */
    listRank: smallint('list_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case when status in ('live', 'interrupted') then 0 when status in ('notStarted', 'tbd', 'postponed') then 1 else 2 end`,
      ),
    upcomingAt: timestamp('upcoming_at', { withTimezone: true }).generatedAlwaysAs(
      sql`case when status in ('live', 'interrupted', 'notStarted', 'tbd', 'postponed') then kickoff_at end`,
    ),
  },
  (t) => [
    uniqueIndex('matches_external_uq').on(t.externalId),
    index('matches_status_kickoff_idx').on(t.status, t.kickoffAt),
    index('matches_race_list_idx').on(t.raceType, t.listRank, t.upcomingAt, t.kickoffAt.desc(), t.id),
    index('matches_hot_list_idx').on(t.hot, t.listRank, t.upcomingAt, t.kickoffAt.desc(), t.id),
    index('matches_list_idx').on(t.listRank, t.upcomingAt, t.kickoffAt.desc(), t.id),
    index('matches_home_idx').on(t.homeTeamId),
    index('matches_away_idx').on(t.awayTeamId),
    index('matches_league_idx').on(t.leagueId),
    index('matches_sim_idx').on(t.simSeed),
  ],
);

/** Anchors streaming a match (an anchor's match-library booking, or demo data). */
export const matchAnchors = pgTable(
  'match_anchors',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewers: integer('viewers').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_anchors_pk').on(t.matchId, t.userId),
    index('match_anchors_user_idx').on(t.userId),
  ],
);

/** Match reservations (§4): one row per user and match; `remindedAt` is set by the reminder job. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** protocol/matchReservation.ts ReservationType: 1 schedule, 2 result. */
    type: integer('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservations_user_match_uq').on(t.userId, t.matchId),
    index('reservations_match_idx').on(t.matchId),
  ],
);

/**
 * What happened in a match (protocol/matchEvents.ts): `key` is unique per match (`sim:<round>:<n>`
 * for the simulator, `<source>:<id>` for a feed); `at` is the moment of the stream that shows it.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    /** 0 home, 1 away, null for period marks and the final whistle. */
    side: smallint('side'),
    period: smallint('period').notNull(),
    minute: smallint('minute').notNull(),
    second: smallint('second').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    player: text('player'),
    number: smallint('number'),
    playerOut: text('player_out'),
    points: smallint('points'),
    /** The display score right after the event, [home, away]. */
    score: jsonb('score').$type<[number, number]>(),
  },
  (t) => [
    uniqueIndex('match_events_key_uq').on(t.matchId, t.key),
    index('match_events_at_idx').on(t.matchId, t.at),
  ],
);

/**
 * Every state a match was in, from `at` on (issue 21, protocol/matchTimeline.ts): written with each
 * change of the match row, in its transaction, keyed by the row's version.
 */
export const matchMoments = pgTable(
  'match_moments',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The moment of the stream that shows this state (the newest event's time, else when it was written). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** protocol/matchLive.ts MatchMoment without version and at. */
    state: jsonb('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.version] }), index('match_moments_at_idx').on(t.matchId, t.at)],
);

/** Line-ups (protocol/matchEvents.ts): one row per player of a side of a match, in the feed's order. */
export const matchLineups = pgTable(
  'match_lineups',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: smallint('side').notNull(),
    slot: smallint('slot').notNull(),
    name: text('name').notNull(),
    number: smallint('number').notNull(),
    position: text('position').notNull(),
    starter: boolean('starter').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.side, t.slot] })],
);

/** Feeds imported so far: the newest document of each source (an older one is stale). */
export const matchFeeds = pgTable('match_feeds', {
  source: text('source').primaryKey(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Web push (push) ----

/**
 * Browser push subscriptions (§7 pushToken): one row per endpoint, owned by one user. `language`
 * is the one the popups are written in; `sessionHash` the login that registered it (its logout
 * removes it). Rows the push service answers 404/410 for are deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** protocol/push.ts PushPlatform: 3 Chromium, 4 Gecko, 5 WebKit. */
    platform: smallint('platform').notNull(),
    language: text('language').notNull(),
    sessionHash: text('session_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionHash),
  ],
);

/** One row per push event already sent (e.g. `match:12:v40`): every node hears the bus, one sends. */
export const pushClaims = pgTable('push_claims', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Anchor rooms, room chat, gifts, coins, red envelopes (anchor, room, gift, wallet, redpacket) ----

/** One room per anchor, addressed by the anchor's uid. `liveSince` is set while live. */
export const rooms = pgTable(
  'rooms',
  {
    anchorId: integer('anchor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The anchor column (§3 anchorType). */
    anchorType: integer('anchor_type').notNull().default(5),
    title: text('title').notNull().default(''),
    /** §3 room name (the title is what the anchor streams now). */
    roomName: text('room_name').notNull().default(''),
    cover: text('cover'),
    intro: text('intro').notNull().default(''),
    notice: text('notice').notNull().default(''),
    /** Demo live channel played when `streamUrl` is null (protocol/video.ts). */
    channel: text('channel').notNull().default('studio'),
    streamUrl: text('stream_url'),
    liveSince: timestamp('live_since', { withTimezone: true }),
    /** Followers, moved by one with each follow row (§3 like/collect counter). */
    fans: integer('fans').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rooms_type_idx').on(t.anchorType), check('rooms_fans_ck', sql`${t.fans} >= 0`)],
);

export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.anchorId] }),
    index('follows_anchor_idx').on(t.anchorId, t.createdAt),
  ],
);

/** Task stages of §3 done by a user (task_5, task_9, task_10), once each. */
export const userTasks = pgTable(
  'user_tasks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskKey: text('task_key').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskKey] })],
);

/** Chat-room state per room (`room_<uid>` or `match_<id>`): mute-all and the last clear screen. */
export const roomState = pgTable('room_state', {
  roomKey: text('room_key').primaryKey(),
  muteAll: boolean('mute_all').notNull().default(false),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The small assistant and the room admins the anchor appointed. */
export const roomRoles = pgTable(
  'room_roles',
  {
    roomKey: text('room_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['assistant', 'admin'] }).notNull(),
    grantedBy: integer('granted_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomKey, t.userId] })],
);

/** Room mutes: until a time, or (`until` null) until match `matchId` is over. */
export const roomMutes = pgTable(
  'room_mutes',
  {
    roomKey: text('room_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }),
    matchId: integer('match_id'),
    byId: integer('by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomKey, t.userId] })],
);

export const roomBlacklist = pgTable(
  'room_blacklist',
  {
    roomKey: text('room_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byId: integer('by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomKey, t.userId] })],
);

/** Historical viewers: one row per logged-in user and room. */
export const roomVisits = pgTable(
  'room_visits',
  {
    roomKey: text('room_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.roomKey, t.userId] }),
    index('room_visits_last_idx').on(t.roomKey, t.lastAt),
  ],
);

/** Who did what to whom in a room, when (moderation audit). */
export const roomAudit = pgTable(
  'room_audit',
  {
    id: serial('id').primaryKey(),
    roomKey: text('room_key').notNull(),
    actorId: integer('actor_id').notNull(),
    action: text('action').notNull(),
    targetId: integer('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_audit_room_idx').on(t.roomKey, t.id)],
);

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  names: jsonb('names').$type<Partial<Record<string, string>>>().notNull(),
  icon: text('icon').notNull(),
  price: integer('price').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Gifts sent: the anchor's earnings rows (`broadcast` for send_money_to_all). */
export const giftRecords = pgTable(
  'gift_records',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id),
    roomKey: text('room_key').notNull(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    count: integer('count').notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    broadcast: boolean('broadcast').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_records_anchor_idx').on(t.anchorId, t.createdAt),
    index('gift_records_broadcast_idx').on(t.broadcast, t.createdAt),
  ],
);

/**
 * Balances per account and currency. Accounts: `user:<id>` (spendable), `earning:<id>` (an
 * anchor's gift income), `envelope:<id>` (a red envelope's escrow), `mint` (where demo and admin
 * grants come from; the only one that may go below zero). Every change has its ledger rows.
 */
export const wallets = pgTable(
  'wallets',
  {
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.currency] }),
    check('wallets_balance_ck', sql`${t.balance} >= 0 or ${t.account} = 'mint'`),
  ],
);

/** The coin ledger: every movement is a transfer of rows whose deltas sum to zero. */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    transferId: text('transfer_id').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** grant, gift, envelopeSend, envelopeClaim, envelopeRefund. */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_account_idx').on(t.account, t.currency, t.id),
    uniqueIndex('ledger_transfer_uq').on(t.transferId, t.account, t.currency),
  ],
);

/** Red envelopes; `shares` are drawn at send time (their sum is `total`), claim n takes shares[n-1]. */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: serial('id').primaryKey(),
    roomKey: text('room_key').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['ordinary', 'lucky'] }).notNull(),
    currency: text('currency').notNull(),
    count: integer('count').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    shares: jsonb('shares').$type<number[]>().notNull(),
    claimed: integer('claimed').notNull().default(0),
    claimedAmount: bigint('claimed_amount', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refundAt: timestamp('refund_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('red_envelopes_room_idx').on(t.roomKey, t.createdAt),
    index('red_envelopes_refund_idx')
      .on(t.refundAt)
      .where(sql`${t.refundedAt} is null`),
    check('red_envelopes_claimed_ck', sql`${t.claimed} between 0 and ${t.count}`),
  ],
);

export const redEnvelopeClaims = pgTable(
  'red_envelope_claims',
  {
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => redEnvelopes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.envelopeId, t.userId] }),
    uniqueIndex('red_envelope_claims_seq_uq').on(t.envelopeId, t.seq),
    index('red_envelope_claims_user_idx').on(t.userId),
  ],
);

// ---- Going live (live): live codes, stream sessions, the daily roll-up, once-per-period jobs ----

/**
 * Live codes (stream keys). Looked up by SHA-256 only; the code itself is kept sealed with the
 * site secret (AES-256-GCM) so the anchor can reveal it again. One active code per anchor.
 */
export const liveCodes = pgTable(
  'live_codes',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_codes_hash_uq').on(t.codeHash),
    uniqueIndex('live_codes_active_uq')
      .on(t.anchorId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * One row per stream, from publish to its end. At most one open row per anchor (the partial unique
 * index refuses a second publish on any node). `lastDataAt` is the ingest's heartbeat: a row whose
 * node died is closed by the sweeper of any node.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeId: integer('code_id').notNull(),
    /** embedded (this site's RTMP ingest) or external (a media server's webhooks). */
    source: text('source').notNull(),
    /** The node (embedded) or the media server's client id (external) holding the publish. */
    holder: text('holder').notNull(),
    /** The external media server's stream name, to match its unpublish call. */
    streamName: text('stream_name'),
    playUrl: text('play_url').notNull(),
    /** The anchor column at the start (the "category" of the monthly stats). */
    anchorType: integer('anchor_type').notNull(),
    peakViewers: integer('peak_viewers').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastDataAt: timestamp('last_data_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** stopped, stalled, reset, banned, lost (its node vanished), shutdown. */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('live_sessions_open_uq')
      .on(t.anchorId)
      .where(sql`${t.endedAt} is null`),
    index('live_sessions_anchor_idx').on(t.anchorId, t.startedAt),
    check('live_sessions_peak_ck', sql`${t.peakViewers} >= 0`),
  ],
);

/** The daily roll-up of live_sessions (the live history of §3), rewritten whole for a day each run. */
export const liveDaily = pgTable(
  'live_daily',
  {
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    peakViewers: integer('peak_viewers').notNull(),
    liveSeconds: integer('live_seconds').notNull(),
    sessions: integer('sessions').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.anchorId, t.day] })],
);

/** Runs of once-per-period jobs across nodes: the first node to insert (job, period) runs it. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    holder: text('holder').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

// ---- The anchor's space (space): photo wall, posts and their like/collect toggles ----

/**
 * Photos of an anchor's wall, shown by `sort` (a new photo goes first). `url` is the upload, kept
 * once in the whole site (a file belongs to one row, so deleting the row may delete the file);
 * `thumb` the small JPEG made right after it was added (or `url` itself for a small original).
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Null until the background job made it (thumbnails.ts). */
    thumb: text('thumb'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photos_url_uq').on(t.url),
    index('photos_anchor_sort_idx').on(t.anchorId, t.sort, t.id),
    index('photos_thumb_todo_idx')
      .on(t.id)
      .where(sql`${t.thumb} is null`),
  ],
);

/** Posts ("dynamics"); `likes` and `collects` move by one with each toggle row, in its transaction. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    likes: integer('likes').notNull().default(0),
    collects: integer('collects').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_anchor_idx').on(t.anchorId, t.createdAt, t.id),
    check('notes_likes_ck', sql`${t.likes} >= 0`),
    check('notes_collects_ck', sql`${t.collects} >= 0`),
  ],
);

/** A post's pictures in their order (at most 9); `url` unique over the site, as a photo's. */
export const notePictures = pgTable(
  'note_pictures',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    /** Null until the background job made it (thumbnails.ts). */
    thumb: text('thumb'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.position] }),
    uniqueIndex('note_pictures_url_uq').on(t.url),
    index('note_pictures_thumb_todo_idx')
      .on(t.noteId)
      .where(sql`${t.thumb} is null`),
  ],
);

/** The §3 like/collect toggle rows: one per post, user and kind (`like` or `collect`) while active. */
export const noteReactions = pgTable(
  'note_reactions',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['like', 'collect'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId, t.kind] }),
    index('note_reactions_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

// ---- Group chats (group module; the conversation, seqs and read cursors are im's) ----

/** A group (§3 Group); its conversation is `sg_<id>` (protocol/groupConstants.ts). */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  avatar: text('avatar'),
  notice: text('notice').notNull().default(''),
  noticeUpdatedAt: timestamp('notice_updated_at', { withTimezone: true }),
  noticeUpdatedBy: integer('notice_updated_by'),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id),
  joinVerification: boolean('join_verification').notNull().default(true),
  muteAll: boolean('mute_all').notNull().default(false),
  /** 'active' or 'dismissed'. */
  status: text('status').notNull().default('active'),
  memberMax: integer('member_max').notNull(),
  memberCount: integer('member_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
});

/** A member of a group: role (GroupRole), an admin's permission set, mute end, nickname in the group. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull().default(1),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    groupNickname: text('group_nickname').notNull().default(''),
    muteEnd: timestamp('mute_end', { withTimezone: true }),
    inviterId: integer('inviter_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/** A request to join (§4: pending, processed, agreed, rejected, expired). */
export const groupApplications = pgTable(
  'group_applications',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id'),
    reason: text('reason').notNull().default(''),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
  },
  (t) => [
    index('group_applications_group_idx').on(t.groupId, t.state),
    index('group_applications_applicant_idx').on(t.applicantId),
  ],
);

/** An invite link's code (§3 share links), valid until `expiresAt`. */
export const groupInvites = pgTable(
  'group_invites',
  {
    code: text('code').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_invites_group_idx').on(t.groupId)],
);

/** Who did what in a group, to whom, when (every owner and admin action). */
export const groupAudit = pgTable(
  'group_audit',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').notNull(),
    action: text('action').notNull(),
    targetId: integer('target_id'),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_audit_group_idx').on(t.groupId, t.createdAt)],
);

// ---- The platform console (admin): account restrictions, rich-text versions, push history ----

/**
 * A platform admin's restriction of an account: login forbidden, banned until a date, or banned for
 * good. In force while not lifted and `until` is null or later than now; the history is kept.
 */
export const accountRestrictions = pgTable(
  'account_restrictions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['loginForbidden', 'banned', 'permaBanned'] }).notNull(),
    reason: text('reason').notNull().default(''),
    until: timestamp('until', { withTimezone: true }),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
  },
  (t) => [index('account_restrictions_user_idx').on(t.userId, t.liftedAt)],
);

/** Every saved version of a rich-text page (agreements, guides) per language; the newest is shown. */
export const richTextVersions = pgTable(
  'rich_text_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rich_text_versions_doc_idx').on(t.key, t.lang, t.id)],
);

/** A push the platform sent from the console or the CLI: what, to whom, and how it went. */
export const adminPushes = pgTable(
  'admin_pushes',
  {
    id: text('id').primaryKey(),
    actor: text('actor').notNull(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    /** Title and body per language, the web action and its target. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** everyone, a language, an anchor's followers or one user. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_pushes_created_idx').on(t.createdAt)],
);
