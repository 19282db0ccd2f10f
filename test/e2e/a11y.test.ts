import fs from 'node:fs';

import { afterAll, beforeAll, describe, it } from 'vitest';

import { type Audited, openAxeBrowser } from '../helpers/axe';
import { auditSetup, auditViews, type Ids, type Login, prepare, type Role } from '../helpers/axeViews';
import { apiLogin } from '../helpers/chatMembers';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * axe-core (WCAG 2.1 A + AA) over every route of §2 and the panels over them (test/helpers/axeViews.ts,
 * the views the audit script test/screens/axeAudit.ts walks in every language), in English, as a
 * visitor, viewer01, anchor01 and admin01 (the platform console), at 390 and 1440 px: no serious or critical violation, and every
 * view reachable. One browser per role, resized between the widths; two roles at a time.
 */
const WIDTHS = [390, 1440] as const;
const PARALLEL = 2;

let server: E2eServer;
let clientCopy = '';
let ids: Ids;
const logins: Record<Role, Login | undefined> = {
  visitor: undefined,
  viewer: undefined,
  anchor: undefined,
  admin: undefined,
};

beforeAll(async () => {
  // A private copy of the build (as room.test.ts): another run's build replacing dist/client mid-walk
  // would turn the lazy route chunks of open pages into 404s.
  clientCopy = copyClient('a11y');
  server = await startE2eServer({ CLIENT_DIR: clientCopy });
  logins.anchor = await apiLogin(server.url, 'anchor01');
  logins.viewer = await apiLogin(server.url, 'viewer01');
  logins.admin = await apiLogin(server.url, 'admin01');
  ids = await prepare(server.url, logins.anchor, logins.viewer);
});
afterAll(async () => {
  await server?.stop();
  if (clientCopy) fs.rmSync(clientCopy, { recursive: true, force: true });
});

/** At most PARALLEL browsers at a time (CI has two cores). */
let running = 0;
const waiting: (() => void)[] = [];
async function inSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function walk(role: Role): Promise<{ results: Audited[]; skipped: string[] }> {
  const out = { results: [] as Audited[], skipped: [] as string[] };
  const b = await openAxeBrowser({ width: WIDTHS[0], height: 844 });
  try {
    await auditSetup(b.page, 'en', logins[role]?.token);
    for (const width of WIDTHS) {
      await b.page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await auditViews(b.page, { role, lang: 'en', width }, ids, out, server.url);
    }
  } finally {
    await b.close();
  }
  return out;
}

/** One line per failing element and view, its widths merged: rule, view, target, why. */
function violations(results: readonly Audited[]): string[] {
  const lines = new Map<string, { widths: number[]; summary: string }>();
  for (const a of results) {
    const view = a.panel ? `${a.route} › ${a.panel}` : a.route;
    for (const f of a.findings) {
      const key = `[${f.impact}] ${f.rule} — ${view} — ${f.target}${f.testId ? ` (testid ${f.testId})` : ''}`;
      const line = lines.get(key) ?? { widths: [], summary: f.summary };
      if (!line.widths.includes(a.width)) line.widths.push(a.width);
      lines.set(key, line);
    }
  }
  return [...lines]
    .map(([key, { widths, summary }]) => `${key} @${widths.join(',')}px\n      ${summary}`)
    .sort();
}

describe.concurrent('axe: WCAG 2.1 AA over every route and panel', () => {
  // The longest walk first, so the two slots end together.
  for (const role of ['viewer', 'anchor', 'visitor', 'admin'] as const) {
    it(`${role}: no serious or critical violation at 390 and 1440 px, every view reachable`, async ({
      expect,
    }) => {
      const { results, skipped } = await inSlot(() => walk(role));
      const found = violations(results);
      const problems = [
        ...skipped.map((s) => `not reached: ${s}`),
        ...(found.length > 0 ? [`${found.length} failing elements × views:`, ...found] : []),
      ];
      if (problems.length > 0)
        expect.fail(`${role}, ${results.length} views audited\n${problems.join('\n')}`);
      expect(results.length).toBeGreaterThan(10);
    });
  }
});
