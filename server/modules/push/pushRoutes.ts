import { LANGUAGE_HEADER } from '../../../protocol/language';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { sendAdminPush } from './adminPush';
import { languageFor, registerSubscription, removeSubscription } from './subscriptions';

/** §7 /jpush/pushToken and its companions (protocol/pushEndpoints.ts). */
export function pushHandlers(ctx: AppContext): Handlers {
  return {
    pushVapidKey: () => Promise.resolve({ publicKey: ctx.runtimes.push.sender.publicKey }),
    pushToken: async ({ body, session, req }) => {
      const { user, tokenHash } = session;
      await registerSubscription(ctx, {
        userId: user.id,
        sessionHash: tokenHash,
        platform: body.platform,
        pushToken: body.pushToken,
        language: languageFor(req.headers[LANGUAGE_HEADER], user.languageType),
      });
      return { registered: true };
    },
    pushTokenRemove: async ({ body, session }) => ({
      removed: await removeSubscription(ctx, session.user.id, body.endpoint),
    }),
    adminPush: ({ body, session }) =>
      sendAdminPush(ctx, body, session ? `user:${session.user.username}` : 'cli'),
  };
}
