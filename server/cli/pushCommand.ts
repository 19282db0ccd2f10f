import type { AdminPushRequest, PushStats } from '../../protocol/push';

/**
 * `npm run admin -- push <title> [body] [options]`: a §4 type 4 push (or 3 with --news) from the
 * platform admin, parsed here into the body of POST /web/admin/push.
 *   --match <id>      click opens the live match (webActionType 1)
 *   --room <id>       click opens the anchor room (webActionType 2)
 *   --link <url>      click opens the link in a new tab (webActionType 3)
 *   --news [--img <url>]  news (type 3, no popup)
 *   --to <user,user>  only these accounts (usernames); everyone otherwise
 */
export const PUSH_USAGE =
  'npm run admin -- push <title> [body] [--match <id> | --room <id> | --link <url>] [--news [--img <url>]] [--to <user,...>]';

type PushBody = Partial<Record<keyof AdminPushRequest, unknown>>;

export function parsePushArgs(args: readonly string[]): PushBody | string {
  const words: string[] = [];
  const body: PushBody = { type: 4 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    try {
      if (arg === '--match') Object.assign(body, { webActionType: 1, webActionContent: value() });
      else if (arg === '--room') Object.assign(body, { webActionType: 2, webActionContent: value() });
      else if (arg === '--link') Object.assign(body, { webActionType: 3, webActionContent: value() });
      else if (arg === '--news') body.type = 3;
      else if (arg === '--img') body.imgUrl = value();
      else if (arg === '--to') body.usernames = value().split(',').filter(Boolean);
      else if (arg.startsWith('--')) return `unknown option ${arg}`;
      else words.push(arg);
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (words.length === 0 || words.length > 2) return `usage: ${PUSH_USAGE}`;
  body.title = words[0];
  if (words[1] !== undefined) body.body = words[1];
  return body;
}

export function pushSummary(stats: PushStats): string {
  return `push sent to ${stats.sent} of ${stats.recipients} browsers (${stats.failed} failed, ${stats.pruned} gone and removed).`;
}
