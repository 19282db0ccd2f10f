import fs from 'node:fs';
import path from 'node:path';

import type { Envelope } from '../../protocol/envelope';
import { errorText } from '../../protocol/errors';
import type { PushStats } from '../../protocol/push';
import type { AdminAction, AdminAnchorRow } from '../../protocol/system';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { lockHolder } from '../db/lock';
import { BACKUP_USAGE, backupCommand, restoreCommand } from './backup';
import { parsePushArgs, PUSH_USAGE, pushSummary } from './pushCommand';

/**
 * `npm run admin -- <command>`: platform review from the shell.
 *   list [status]            anchor applications (status: pending, approved, rejected, banned, permaBanned)
 *   approve <username>       approve (the applicant gets the SMS notice)
 *   reject <username> [why]  reject
 *   ban | permaban | unban <username>
 *   push <title> [body] [options]  a notification to every browser (see ./pushCommand.ts)
 *   backup <file> | restore <file>  the embedded database and uploads (see ./backup.ts)
 * With a server running on this DATA_DIR it calls that server's admin API (the database is locked by
 * it); otherwise it opens the database itself.
 */
const ACTIONS: Record<string, AdminAction> = {
  approve: 'approve',
  reject: 'reject',
  ban: 'ban',
  permaban: 'permaBan',
  unban: 'unban',
};

type Caller = (path: string, body: unknown) => Promise<Envelope<unknown>>;

function remoteCaller(dataDir: string): { call: Caller; close: () => Promise<void> } | undefined {
  const file = path.join(dataDir, 'server.json');
  if (!fs.existsSync(file) || lockHolder(dataDir) === undefined) return undefined;
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { port: number; adminKey: string };
  const call: Caller = async (p, body) => {
    const res = await fetch(`http://127.0.0.1:${info.port}/web${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': info.adminKey },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<unknown>;
  };
  return { call, close: () => Promise.resolve() };
}

async function localCaller(): Promise<{ call: Caller; close: () => Promise<void> }> {
  const sent: { to: string; text: string; at: number }[] = [];
  const sms = {
    kind: 'console' as const,
    sent,
    send(areaCode: string, phone: string, text: string) {
      console.log(`SMS to +${areaCode} ${phone}: ${text}`);
      return Promise.resolve();
    },
  };
  const { app, ctx } = await buildApp({ config: loadConfig(), logger: false, sms });
  const call: Caller = async (p, body) => {
    const res = await app.inject({
      method: 'POST',
      url: `/web${p}`,
      headers: { 'x-admin-key': ctx.secrets.adminKey },
      payload: body as object,
    });
    return res.json<Envelope<unknown>>();
  };
  return { call, close: () => app.close() };
}

function printRows(rows: AdminAnchorRow[]): void {
  if (rows.length === 0) return console.log('No anchor applications.');
  console.log(['uid', 'username', 'nickname', 'phone', 'status', 'applied'].join('\t'));
  for (const r of rows) {
    console.log(
      [
        r.uid,
        r.username,
        r.nickname,
        `+${r.areaCode} ${r.phone}`,
        r.anchorStatus,
        new Date(r.createdAt).toISOString(),
      ].join('\t'),
    );
  }
}

async function main(): Promise<number> {
  const [command, arg, ...rest] = process.argv.slice(2);
  if ((command === 'backup' || command === 'restore') && arg && rest.length === 0)
    return (command === 'backup' ? backupCommand : restoreCommand)(loadConfig(), arg);
  const action = command ? ACTIONS[command] : undefined;
  const pushBody = command === 'push' ? parsePushArgs(process.argv.slice(3)) : undefined;
  if (typeof pushBody === 'string') {
    console.error(pushBody);
    return 2;
  }
  if (command !== 'list' && command !== 'push' && (!action || !arg)) {
    console.error(
      `usage: npm run admin -- list [status] | approve|reject|ban|permaban|unban <username> [reason] | ${BACKUP_USAGE} | ${PUSH_USAGE}`,
    );
    return 2;
  }
  const config = loadConfig();
  const caller = (!config.databaseUrl && remoteCaller(config.dataDir)) || (await localCaller());
  try {
    const res = pushBody
      ? await caller.call('/admin/push', pushBody)
      : command === 'list'
        ? await caller.call('/admin/anchor_list', arg ? { status: arg } : {})
        : await caller.call('/admin/anchor_review', {
            username: arg,
            action,
            ...(rest.length ? { reason: rest.join(' ') } : {}),
          });
    if (!res.success) {
      const issues = (res.data as { issues?: { path: string; rule: string }[] } | undefined)?.issues ?? [];
      const detail = issues
        .map((i) =>
          i.rule.startsWith('from_') ? ` (the account is ${i.rule.slice(5)})` : ` (${i.path}: ${i.rule})`,
        )
        .join('');
      console.error(
        `refused (${res.code}): ${(errorText as Record<number, string>)[res.code] ?? 'unknown error'}${detail}`,
      );
      return 1;
    }
    if (pushBody) console.log(pushSummary(res.data as PushStats));
    else if (command === 'list') printRows(res.data as AdminAnchorRow[]);
    else {
      const row = res.data as AdminAnchorRow;
      console.log(`${row.username} is now ${row.anchorStatus}.`);
    }
    return 0;
  } finally {
    await caller.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
