import { timingSafeEqual } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppContext } from '../../context';
import { liveSessions } from '../../db/schema';
import { authorizePublish, endSession, goLive } from './sessions';

/**
 * External ingest: nginx-rtmp (libnginx-mod-rtmp) takes the RTMP and writes the HLS, and calls
 * POST /live/hook/nginx?secret=… (form-encoded, as its notify module sends) for on_publish,
 * on_publish_done and on_update. A publish is allowed with a 3xx whose Location renames the stream
 * to <anchor>-<session> (so the live code never appears in a play URL); any other answer refuses it.
 * on_update answers 4xx for a session that was ended here (reset, ban), which makes nginx drop the
 * publisher. README "Going live: external ingest" has both configurations.
 */
export const HOOK_PATH = '/live/hook/nginx';
/** nginx-rtmp writes the first fragment a moment after the publish starts; the room goes live then. */
export const EXTERNAL_LIVE_DELAY_MS = 3_000;

type Form = Record<string, string>;

function secretMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function sessionNamed(ctx: AppContext, name: string) {
  const [row] = await ctx.database.db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.streamName, name), eq(liveSessions.source, 'external')))
    .limit(1);
  return row;
}

async function onPublish(ctx: AppContext, form: Form, reply: FastifyReply) {
  const { hlsBaseUrl } = ctx.config.live;
  if (form.app !== 'live' || !hlsBaseUrl) return reply.code(403).send('refused');
  const result = await authorizePublish(ctx, {
    code: form.name ?? '',
    ip: form.addr ?? 'unknown',
    source: 'external',
    holder: `nginx:${form.clientid ?? ''}`,
    streamName: (anchorId, sessionId) => `${anchorId}-${sessionId}`,
    playUrl: (anchorId, sessionId) => `${hlsBaseUrl}/${anchorId}-${sessionId}/index.m3u8`,
  });
  if (!result.ok) {
    ctx.log.warn(
      { ip: form.addr, reason: result.reason },
      `live: external publish refused (${result.reason})`,
    );
    return reply.code(403).send('refused');
  }
  const { id, streamName } = result.session;
  setTimeout(() => void goLive(ctx, id).catch(() => undefined), EXTERNAL_LIVE_DELAY_MS).unref();
  return reply.code(302).header('location', streamName).send();
}

async function onPublishDone(ctx: AppContext, form: Form, reply: FastifyReply) {
  const session = await sessionNamed(ctx, form.name ?? '');
  if (session) await endSession(ctx, session.id, 'stopped');
  return reply.code(200).send('ok');
}

async function onUpdate(ctx: AppContext, form: Form, reply: FastifyReply) {
  const session = await sessionNamed(ctx, form.name ?? '');
  if (!session || session.endedAt) return reply.code(403).send('ended');
  await ctx.database.db
    .update(liveSessions)
    .set({ lastDataAt: new Date(ctx.now()) })
    .where(and(eq(liveSessions.id, session.id), isNull(liveSessions.endedAt)));
  await goLive(ctx, session.id);
  return reply.code(200).send('ok');
}

export function registerLiveHooks(app: FastifyInstance, ctx: AppContext): void {
  void app.register((scope, _opts, next) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post<{ Querystring: { secret?: string }; Body: Form }>(HOOK_PATH, async (req, reply) => {
      if (
        ctx.runtimes.live.status().mode !== 'external' ||
        !secretMatches(ctx.config.live.hookSecret, req.query.secret)
      ) {
        ctx.log.warn({ ip: req.ip }, 'live: webhook refused (external ingest off or wrong secret)');
        return reply.code(403).send('refused');
      }
      const form = req.body && typeof req.body === 'object' ? req.body : {};
      switch (form.call) {
        case 'publish':
          return onPublish(ctx, form, reply);
        case 'publish_done':
          return onPublishDone(ctx, form, reply);
        case 'update':
          return onUpdate(ctx, form, reply);
        default:
          return reply.code(200).send('ignored');
      }
    });
    next();
  });
}
