import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { LANGUAGES, type Language } from '../../../protocol/language';
import type { AppContext } from '../../context';
import { matches } from '../../db/schema';
import { failure } from '../../http/apiError';
import { eventsOf, pickName, selectCards } from '../match';
import { commentaryVtt } from './commentary';

const MATCH_ID = /^[1-9]\d{0,9}$/;
const ORIGIN = /^\d{1,15}$/;

/**
 * GET /live/match/<matchId>/commentary.vtt?origin=<epoch ms>&lang=<language>: the commentary text
 * track of a match (server/modules/video/commentary.ts), cue times counted from `origin` (the
 * moment at the player's media time 0; default the kickoff), team names in `lang` (default en).
 * Not cached: events keep coming while the match is live.
 */
export function registerCommentary(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: { origin?: string; lang?: string } }>(
    '/live/match/:id/commentary.vtt',
    async (req, reply) => {
      const { id } = req.params;
      const { origin, lang } = req.query;
      if (!MATCH_ID.test(id) || (origin !== undefined && !ORIGIN.test(origin)))
        return reply.code(404).send(failure(ErrorCode.NotFound));
      const matchId = Number(id);
      const [row] = await selectCards(ctx.database.db).where(eq(matches.id, matchId)).limit(1);
      if (!row) return reply.code(404).send(failure(ErrorCode.NotFound));
      const language: Language = (LANGUAGES as readonly string[]).includes(lang ?? '')
        ? (lang as Language)
        : 'en';
      const events = await eventsOf(ctx.database.db, matchId);
      const vtt = commentaryVtt(
        {
          sportId: row.match.sportId,
          home: pickName(row.homeNames, language),
          away: pickName(row.awayNames, language),
        },
        events,
        origin === undefined ? row.match.kickoffAt.getTime() : Number(origin),
      );
      return reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(vtt);
    },
  );
}
