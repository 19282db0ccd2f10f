// Over 400 lines: the one harness every server test shares (backends, clock, SMS capture, helpers).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import type { AnchorStatus, Role } from '../../protocol/account';
import { api, API_BASE, type EndpointName, type RequestOf, type ResponseOf } from '../../protocol/api';
import type { FailureData } from '../../protocol/envelope';
import { type Counters, memoryCounters } from '../../server/adapters/counters';
import type { SmsSender } from '../../server/adapters/sms';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { type Database, openPglite } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/account/passwords';
import { createTestDatabase, currentTemplates } from './dbTemplate';

/**
 * One server per test file and backend, driven through `app.inject` (never a fixed port).
 * PGlite runs in memory; PostgreSQL gets a fresh database `tribune_t_<random>` on DATABASE_URL,
 * dropped again by `close()`. Both start as a copy of the run's template (dbTemplate.ts: migrated,
 * seeded up to the first seed that reads the clock or config), so a server only runs the seeds
 * that depend on its own clock; `fresh`, SEED_DEMO=0 or no template migrate an empty database.
 * Time is a test clock (shared with the rate-limit counters) unless the test passes its own `now`,
 * so code expiry and cooldowns are tested without waiting.
 */

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: readonly Backend[] = ['pglite', 'postgres'];

export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const REDIS_URL = process.env.REDIS_URL || undefined;

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** True when `backend` can run here; prints why the PostgreSQL suite is skipped otherwise. */
/** CI sets TRIBUNE_REQUIRE_SUITES=1: there a missing service fails the run instead of skipping. */
const REQUIRED = process.env.TRIBUNE_REQUIRE_SUITES === '1';

export function backendAvailable(backend: Backend): boolean {
  if (backend === 'pglite' || DATABASE_URL) return true;
  if (REQUIRED)
    throw new Error('DATABASE_URL is unset but TRIBUNE_REQUIRE_SUITES=1 requires the PostgreSQL suite');
  warnOnce('skipping PostgreSQL suite: DATABASE_URL is unset');
  return false;
}

/** True when REDIS_URL is set; prints why the Redis suite is skipped otherwise. */
export function redisAvailable(): boolean {
  if (REDIS_URL) return true;
  if (REQUIRED) throw new Error('REDIS_URL is unset but TRIBUNE_REQUIRE_SUITES=1 requires the Redis suite');
  warnOnce('skipping Redis suite: REDIS_URL is unset');
  return false;
}

export const HOUR_MS = 3600_000;

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
  };
}

export interface CapturedSms {
  areaCode: string;
  phone: string;
  to: string;
  text: string;
  at: number;
}

/** An SmsSender that keeps every message (the console sink keeps only the last 100). */
export interface CapturingSms extends SmsSender {
  readonly messages: CapturedSms[];
}

export function capturingSms(): CapturingSms {
  const messages: CapturedSms[] = [];
  const sent: SmsSender['sent'] = [];
  return {
    kind: 'console',
    sent,
    messages,
    send(areaCode, phone, text) {
      const to = `+${areaCode} ${phone}`;
      const at = Date.now();
      messages.push({ areaCode, phone, to, text, at });
      sent.push({ to, text, at });
      return Promise.resolve();
    },
  };
}

export interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  /** Client address; by default every request gets its own, so per-IP limits only bite where a test means them to. */
  remoteAddress?: string;
}

export interface Reply<T> {
  status: number;
  body: { success: boolean; code: number; data: T };
  raw: LightMyRequestResponse;
}

export interface FreshUser {
  id: number;
  username: string;
  password: string;
  phone: string;
  areaCode: string;
}

export interface TestServer {
  backend: Backend;
  app: FastifyInstance;
  ctx: AppContext;
  sms: CapturingSms;
  /** The server's clock; `advance` only works when the test did not pass its own `now`. */
  clock: TestClock;
  post<T = unknown>(url: string, body?: unknown, options?: CallOptions): Promise<Reply<T>>;
  get<T = unknown>(url: string, options?: CallOptions): Promise<Reply<T>>;
  /** Calls an endpoint of protocol/api.ts by name, with its method and path. */
  call<N extends EndpointName>(
    name: N,
    body: RequestOf<N>,
    options?: CallOptions,
  ): Promise<Reply<ResponseOf<N>>>;
  /** The six-digit code of the newest SMS sent to `phone`. */
  lastCode(phone: string, areaCode?: string): string;
  /** code_token, then web_get_phone_code; returns the code from the SMS sink. Moves the clock an hour on first so cooldowns and hourly caps never interfere. */
  requestCode(
    phone: string,
    purpose: RequestOf<'getPhoneCode'>['purpose'],
    areaCode?: string,
  ): Promise<string>;
  /** Logs in by password and returns the token (fails the test otherwise). */
  login(username: string, password?: string, securityCode?: string): Promise<string>;
  /** Inserts a user directly (argon2 hash included) with unique name and phone. */
  createUser(options?: {
    role?: Role;
    anchorStatus?: AnchorStatus;
    password?: string;
    disabled?: boolean;
  }): Promise<FreshUser>;
  /** A phone (+86) that no account uses yet. */
  freshPhone(): string;
  /** A username that no account uses yet (valid by §5). */
  freshUsername(): string;
  close(): Promise<void>;
}

export interface StartOptions {
  backend: Backend;
  now?: () => number;
  env?: Record<string, string>;
  counters?: Counters;
  /** Build a second app over the database of another test server (e.g. with other env), without re-migrating or re-seeding. */
  shareDatabaseWith?: TestServer;
  /** Migrate and seed an empty database instead of copying the run's template. */
  fresh?: boolean;
}

export const DEMO_PASSWORD = 'demo1234';

function asFailure(data: unknown): FailureData {
  return data as FailureData;
}

/** Asserts nothing; returns the failure data of a refusal for convenient checks. */
export function failureOf(reply: Reply<unknown>): FailureData {
  return asFailure(reply.body.data);
}

let serial = 0;

export async function startTestServer(options: StartOptions): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-test-'));
  const clock = testClock();
  const now = options.now ?? clock.now;
  const sms = capturingSms();
  let dropDatabase: (() => Promise<void>) | undefined;
  /** A PGlite opened here (from the template), closed by `close()`: buildApp closes only what it opened. */
  let ownDatabase: Database | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...options.env };
  // The template is the default configuration's: demo data on.
  const template =
    options.fresh || options.shareDatabaseWith || !loadConfig(env).seedDemo ? undefined : currentTemplates();
  let built;
  try {
    if (options.backend === 'postgres' && !options.shareDatabaseWith) {
      if (!DATABASE_URL) throw new Error('the postgres backend needs DATABASE_URL');
      const created = await createTestDatabase(DATABASE_URL, template?.postgres);
      env.DATABASE_URL = created.url;
      dropDatabase = created.drop;
    }
    if (options.backend === 'pglite' && template)
      ownDatabase = await openPglite(undefined, { snapshot: await fs.openAsBlob(template.pgliteFile) });
    const config = loadConfig(env);
    built = await buildApp({
      config,
      memoryDatabase: options.backend === 'pglite',
      database: options.shareDatabaseWith?.ctx.database ?? ownDatabase,
      sms,
      counters: options.counters ?? (config.redisUrl ? undefined : memoryCounters(now)),
      now,
      logger: false,
    });
  } catch (error) {
    await ownDatabase?.close();
    await dropDatabase?.();
    throw error;
  }
  const { app, ctx } = built;
  const instance = serial++;
  let nextIp = 0;
  let nextPhone = 0;
  let nextName = 0;

  async function inject<T>(opts: InjectOptions, options: CallOptions = {}): Promise<Reply<T>> {
    nextIp++;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    const raw = await app.inject({
      ...opts,
      headers: { ...(opts.headers as Record<string, string> | undefined), ...headers },
      remoteAddress:
        options.remoteAddress ?? `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`,
    });
    let body: Reply<T>['body'];
    try {
      body = raw.json();
    } catch {
      throw new Error(
        `${opts.method ?? 'GET'} ${typeof opts.url === 'string' ? opts.url : JSON.stringify(opts.url)} answered ${raw.statusCode} with a non-JSON body: ${raw.body.slice(0, 200)}`,
      );
    }
    return { status: raw.statusCode, body, raw };
  }

  const server: TestServer = {
    backend: options.backend,
    app,
    ctx,
    sms,
    clock,
    post: (url, body = {}, callOptions) =>
      inject({ method: 'POST', url, payload: body as InjectOptions['payload'] }, callOptions),
    get: (url, callOptions) => inject({ method: 'GET', url }, callOptions),
    call(name, body, callOptions) {
      const endpoint = api[name];
      const url = API_BASE + endpoint.path;
      return endpoint.method === 'GET' ? server.get(url, callOptions) : server.post(url, body, callOptions);
    },
    lastCode(phone, areaCode = '86') {
      const message = sms.messages.filter((m) => m.phone === phone && m.areaCode === areaCode).at(-1);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no SMS code was sent to +${areaCode} ${phone}`);
      return code;
    },
    async requestCode(phone, purpose, areaCode = '86') {
      clock.advance(HOUR_MS);
      const token = await server.call('codeToken', {});
      if (!token.body.success) throw new Error(`code_token refused: ${JSON.stringify(token.body)}`);
      const sent = await server.call('getPhoneCode', {
        areaCode,
        phone,
        purpose,
        codeToken: token.body.data.codeToken,
      });
      if (!sent.body.success) throw new Error(`web_get_phone_code refused: ${JSON.stringify(sent.body)}`);
      return server.lastCode(phone, areaCode);
    },
    async login(username, password = DEMO_PASSWORD, securityCode) {
      const reply = await server.call('passwordLogin', {
        username,
        password,
        ...(securityCode ? { securityCode } : {}),
      });
      if (!reply.body.success) throw new Error(`login of ${username} refused: ${JSON.stringify(reply.body)}`);
      return reply.body.data.token;
    },
    freshPhone() {
      nextPhone++;
      return `139${String(instance % 1000).padStart(3, '0')}${String(nextPhone).padStart(5, '0')}`;
    },
    freshUsername() {
      nextName++;
      return `tu${instance}x${String(nextName).padStart(3, '0')}`;
    },
    async createUser(opts = {}) {
      const username = server.freshUsername();
      const phone = server.freshPhone();
      const password = opts.password ?? 'start1234';
      const [row] = await ctx.database.db
        .insert(users)
        .values({
          username,
          usernameLower: username.toLowerCase(),
          passwordHash: await hashPassword(password),
          areaCode: '86',
          phone,
          appNumber: String(20_000_000 + Math.floor(Math.random() * 70_000_000)),
          nickname: `Nick ${username}`,
          role: opts.role ?? 'anchor',
          anchorStatus: opts.anchorStatus ?? 'approved',
          disabled: opts.disabled ?? false,
        })
        .returning({ id: users.id });
      return { id: row!.id, username, password, phone, areaCode: '86' };
    },
    async close() {
      try {
        await app.close();
      } finally {
        await ownDatabase?.close();
        await dropDatabase?.();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  return server;
}

export interface RowCounts {
  users: number;
  sessions: number;
  smsCodes: number;
  seeds: number;
}

/** Row counts of the tables a request could write to. */
export async function rowCounts(ctx: AppContext): Promise<RowCounts> {
  const result = await ctx.database.db.execute<{
    users: string;
    sessions: string;
    sms_codes: string;
    seeds: string;
  }>(sql`
    select (select count(*) from users) as users, (select count(*) from sessions) as sessions,
           (select count(*) from sms_codes) as sms_codes, (select count(*) from seeds) as seeds`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    users: string;
    sessions: string;
    sms_codes: string;
    seeds: string;
  }[];
  const r = rows[0]!;
  return {
    users: Number(r.users),
    sessions: Number(r.sessions),
    smsCodes: Number(r.sms_codes),
    seeds: Number(r.seeds),
  };
}

/** A digest of the whole content of the written tables (one md5 per table), to catch updates as well as inserts. */
export async function tableDigest(ctx: AppContext): Promise<string> {
  const result = await ctx.database.db.execute(sql`
    select json_build_object(
      'users', (select md5(coalesce(json_agg(u order by u.id), '[]')::text) from users u),
      'sessions', (select md5(coalesce(json_agg(s order by s.token_hash), '[]')::text) from sessions s),
      'sms_codes', (select md5(coalesce(json_agg(c order by c.id), '[]')::text) from sms_codes c),
      'seeds', (select md5(coalesce(json_agg(x order by x.name), '[]')::text) from seeds x),
      'settings', (select md5(coalesce(json_agg(x order by x.key), '[]')::text) from settings x),
      'audit_log', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from audit_log x),
      'uploads', (select md5(coalesce(json_agg(x order by x.key), '[]')::text) from uploads x),
      'reservations', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from reservations x),
      'match_anchors', (select md5(coalesce(json_agg(x order by x.match_id, x.user_id), '[]')::text) from match_anchors x),
      'push_subscriptions', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from push_subscriptions x),
      'push_claims', (select md5(coalesce(json_agg(x order by x.key), '[]')::text) from push_claims x),
      'rooms', (select md5(coalesce(json_agg(x order by x.anchor_id), '[]')::text) from rooms x),
      'follows', (select md5(coalesce(json_agg(x order by x.user_id, x.anchor_id), '[]')::text) from follows x),
      'user_tasks', (select md5(coalesce(json_agg(x order by x.user_id, x.task_key), '[]')::text) from user_tasks x),
      'room_state', (select md5(coalesce(json_agg(x order by x.room_key), '[]')::text) from room_state x),
      'room_roles', (select md5(coalesce(json_agg(x order by x.room_key, x.user_id), '[]')::text) from room_roles x),
      'room_mutes', (select md5(coalesce(json_agg(x order by x.room_key, x.user_id), '[]')::text) from room_mutes x),
      'room_blacklist', (select md5(coalesce(json_agg(x order by x.room_key, x.user_id), '[]')::text) from room_blacklist x),
      'room_visits', (select md5(coalesce(json_agg(x order by x.room_key, x.user_id), '[]')::text) from room_visits x),
      'room_audit', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from room_audit x),
      'gift_records', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from gift_records x),
      'wallets', (select md5(coalesce(json_agg(x order by x.account, x.currency), '[]')::text) from wallets x),
      'ledger', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from ledger x),
      'red_envelopes', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from red_envelopes x),
      'red_envelope_claims', (select md5(coalesce(json_agg(x order by x.envelope_id, x.user_id), '[]')::text) from red_envelope_claims x)
    ) as digest`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    digest: unknown;
  }[];
  return JSON.stringify(rows[0]!.digest);
}
