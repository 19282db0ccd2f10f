import fs from 'node:fs';
import path from 'node:path';

import { type Audited, AXE_TAGS, axeVersion, groupFindings, openAxeBrowser, summarize } from '../helpers/axe';
import { auditSetup, auditViews, type Ids, type Login, prepare, type Role } from '../helpers/axeViews';
import { apiLogin, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';

/**
 * `npx tsx test/screens/axeAudit.ts [outDir] [lang,lang] [width,width]` (defaults: screenshots/axe,
 * en,zh, 390,1440): axe-core (test/helpers/axe.ts, WCAG 2.1 A + AA) over every route of §2 and the
 * panels that open over them (user menu and its forms, dialogs, the room's name menu, the red
 * envelope pop-up, the chat message menu), as a visitor, viewer01 and anchor01. Writes every serious
 * or critical violation, grouped by rule and by route, to axe-report.json, and axe-summary.txt.
 * The views are test/helpers/axeViews.ts (the CI test, test/e2e/a11y.test.ts, walks the same in English).
 * Needs a built client (CLIENT_DIR=<dir>, default dist/client); AXE_PARALLEL browsers at a time (2).
 */
const out = path.resolve(process.argv[2] ?? 'screenshots/axe');
const langs = (process.argv[3] ?? 'en,zh').split(',');
const widths = (process.argv[4] ?? '390,1440').split(',').map(Number);
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const parallel = Number(process.env.AXE_PARALLEL ?? 2);

/** What every session shares: the site, the ids, the logins, and where it writes. */
interface Run {
  base: string;
  ids: Ids;
  logins: Record<Role, Login | undefined>;
  results: Audited[];
  skipped: string[];
}

/** One browser: every step of the role, each step's page and then its panels. */
async function session(run: Run, role: Role, lang: string, width: number): Promise<void> {
  const { base, ids, results, skipped } = run;
  const login = run.logins[role];
  const b = await openAxeBrowser({ width, height: width < 800 ? 844 : 900 });
  const { page } = b;
  const where = { role, lang, width };
  try {
    await auditSetup(page, lang, login?.token);
    await auditViews(page, where, ids, { results, skipped }, base);
  } finally {
    await b.close();
  }
}

async function pool(jobs: (() => Promise<void>)[], size: number): Promise<void> {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`no built client in ${clientDir}: npx vite build (or CLIENT_DIR=<dir>)`);
  }
  fs.mkdirSync(out, { recursive: true });
  const started = Date.now();
  const server = await startE2eServer({ CLIENT_DIR: clientDir });
  const results: Audited[] = [];
  const skipped: string[] = [];
  try {
    const anchor = await apiLogin(server.url, 'anchor01');
    const viewer = await apiLogin(server.url, 'viewer01');
    const admin = await apiLogin(server.url, 'admin01');
    const ids = await prepare(server.url, anchor, viewer);
    const run: Run = {
      base: server.url,
      ids,
      logins: { visitor: undefined, viewer, anchor, admin },
      results,
      skipped,
    };
    for (const lang of langs) {
      // The account's language wins over the device's at login.
      for (const login of [anchor, viewer, admin]) await setAccountLanguage(server.url, login.token, lang);
      const roles = ['visitor', 'viewer', 'anchor', 'admin'] as const;
      await pool(
        widths.flatMap((width) => roles.map((role) => () => session(run, role, lang, width))),
        parallel,
      );
      console.log(
        `${lang}: ${results.length} views audited, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await server.stop();
  }
  const meta = {
    date: new Date().toISOString(),
    axe: axeVersion(),
    tags: AXE_TAGS,
    langs,
    widths,
    roles: ['visitor', 'viewer01', 'anchor01', 'admin01'],
    views: results.length,
    seconds: Math.round((Date.now() - started) / 1000),
    skipped,
  };
  const report = groupFindings(results, meta);
  fs.writeFileSync(path.join(out, 'axe-report.json'), JSON.stringify(report, null, 1));
  const summary = summarize(report);
  fs.writeFileSync(path.join(out, 'axe-summary.txt'), summary);
  console.log(
    summary
      .split('\n')
      .filter((l) => /^\S/.test(l))
      .join('\n'),
  );
  console.log(`written: ${path.join(out, 'axe-report.json')}, axe-summary.txt`);
}

await main();
