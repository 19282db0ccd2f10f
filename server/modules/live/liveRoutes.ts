import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { replaceLiveCode } from './codes';
import { houseConfig, requireAnchor, updateHouseConfig } from './houseConfig';
import { cutAnchorStream } from './sessions';
import { liveHistory, liveStats } from './stats';

/** The anchor's live configuration and live data (protocol/liveEndpoints.ts). */
export function liveHandlers(ctx: AppContext): Handlers {
  return {
    houseConfigDetails: ({ session, req }) => houseConfig(ctx, session.user, req),
    houseConfigUpdate: ({ body, session, req }) => updateHouseConfig(ctx, session.user, body, req),
    async liveCodeReset({ session }) {
      const anchor = session.user;
      requireAnchor(anchor);
      const code = await replaceLiveCode(ctx, anchor.id);
      const cut = await cutAnchorStream(ctx, anchor.id, 'reset');
      ctx.log.info({ anchorId: anchor.id, cut }, 'live: code reset');
      return { liveCode: code.code, liveCodeCreatedAt: code.createdAt.getTime(), cut };
    },
    liveHistory({ body, session }) {
      requireAnchor(session.user);
      return liveHistory(ctx, session.user.id, body.page, body.pageSize);
    },
    liveStats({ body, session }) {
      requireAnchor(session.user);
      return liveStats(ctx, session.user.id, body.month);
    },
  };
}
