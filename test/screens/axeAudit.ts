import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';

import {
  type Audited,
  AXE_TAGS,
  axeVersion,
  groupFindings,
  openAxeBrowser,
  runAxe,
  summarize,
} from '../helpers/axe';
import { apiLogin, apiPost, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { settle } from './screenArgs';

/**
 * `npx tsx test/screens/axeAudit.ts [outDir] [lang,lang] [width,width]` (defaults: screenshots/axe,
 * en,zh, 390,1440): axe-core (test/helpers/axe.ts, WCAG 2.1 A + AA) over every route of §2 and the
 * panels that open over them (user menu and its forms, dialogs, the room's name menu, the red
 * envelope pop-up, the chat message menu), as a visitor, viewer01 and anchor01. Writes every serious
 * or critical violation, grouped by rule and by route, to axe-report.json, and axe-summary.txt.
 * Needs a built client (CLIENT_DIR=<dir>, default dist/client); AXE_PARALLEL browsers at a time (2).
 */
const out = path.resolve(process.argv[2] ?? 'screenshots/axe');
const langs = (process.argv[3] ?? 'en,zh').split(',');
const widths = (process.argv[4] ?? '390,1440').split(',').map(Number);
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const parallel = Number(process.env.AXE_PARALLEL ?? 2);

type Role = 'visitor' | 'viewer' | 'anchor';

/** A view over the page, opened from the state the previous one left; axe runs over `scope` only. */
interface Panel {
  name: string;
  open(page: Page): Promise<unknown>;
  scope: string;
  /** Left open for the next panel to start from; else closed with Escape. */
  keep?: boolean;
}
interface Step {
  /** The route as the report names it (ids as :id). */
  label: string;
  path: string;
  ready?: (page: Page) => Promise<unknown>;
  panels?: Panel[];
}

const testId = (id: string) => `[data-testid="${id}"]`;
const click = (selector: string) => (page: Page) => page.locator(selector).last().click({ timeout: 8000 });
function panel(name: string, opener: string, scope: string, keep = false): Panel {
  return { name, open: click(opener), scope, keep };
}

async function roomJoined(page: Page): Promise<void> {
  await page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 30_000 });
}

// The user menu's list ends with: change password, change phone, log out.
const popover = '.user-menu .popover';
const userMenu: Panel[] = [
  panel('user menu', testId('user-menu'), popover, true),
  panel('user menu: change password', `${popover}-menu > li:nth-last-child(3) > button`, popover, true),
  {
    name: 'user menu: change phone',
    open: async (p) => {
      await click(`${popover} > div > .btn-secondary`)(p); // back to the list
      await click(`${popover}-menu > li:nth-last-child(2) > button`)(p);
    },
    scope: popover,
  },
];

const chatPage = testId('chat-page');
const chatPanels: Panel[] = [
  panel('address book: groups', testId('address-tab-groups'), chatPage, true),
  panel('create group dialog', testId('group-create'), testId('create-group-dialog')),
  panel('join with a link dialog', testId('group-join-link'), testId('join-link-dialog')),
  panel('address book: new friends', testId('address-tab-requests'), chatPage, true),
  panel('address book: add friend', testId('address-tab-add'), chatPage, true),
  {
    name: 'group conversation',
    open: async (p) => {
      await click(testId('address-tab-groups'))(p);
      await click(testId('group-open'))(p);
      await p.locator(testId('chat-message')).first().waitFor({ timeout: 15_000 });
    },
    scope: chatPage,
    keep: true,
  },
  {
    name: 'chat message menu',
    open: (p) => p.locator(testId('chat-message')).last().click({ button: 'right', timeout: 8000 }),
    scope: testId('message-menu'),
    keep: true,
  },
  panel('forward dialog', `${testId('message-menu')} [data-action="forward"]`, testId('forward-dialog')),
];

const envelope = testId('room-redpacket-dialog');
const envelopeOpened: Panel = {
  name: 'red envelope opened, claims',
  open: async (p) => {
    // Opened in an earlier session: the pop-up says so and shows the claims by itself.
    const open = p.locator(testId('room-redpacket-open'));
    if (await open.isVisible()) await open.click();
    await p.locator(testId('room-redpacket-result')).waitFor({ timeout: 8000 });
    const claims = p.locator(testId('room-redpacket-claims'));
    if (await claims.isVisible()) await claims.click();
    await p.locator(testId('room-redpacket-claim-list')).waitFor({ timeout: 8000 });
  },
  scope: envelope,
};

function roomPanels(role: Role): Panel[] {
  if (role === 'visitor') return [panel('red envelope pop-up', testId('room-redpacket-button'), envelope)];
  if (role === 'viewer') {
    return [panel('red envelope pop-up', testId('room-redpacket-button'), envelope, true), envelopeOpened];
  }
  const menu = testId('room-user-menu');
  return [
    // viewer01's line (prepare): the anchor may act on it.
    panel('room name menu', testId('room-name'), menu, true),
    panel(
      'room moderation confirm (mute)',
      `${menu} [data-action="mute10"]`,
      testId('room-moderation-dialog'),
    ),
    panel('send red envelopes dialog', testId('open-red-packet'), testId('red-packet-dialog')),
    panel('moderation lists dialog', testId('open-moderation'), testId('moderation-dialog')),
  ];
}

function steps(role: Role, ids: Ids): Step[] {
  const page = (path: string, label = path, panels?: Panel[]): Step => ({ label, path, panels });
  const room: Step = {
    ...page(`/anchor/room/${ids.anchorUid}`, '/anchor/room/:id', roomPanels(role)),
    ready: roomJoined,
  };
  const live = page(`/match/live/${ids.matchId}`, '/match/live/:id');
  const match = page(`/match/match/${ids.matchId}`, '/match/match/:id');
  const join = page(ids.joinPath, '/group/join');
  const guides = ['/user/tutorial', '/user/specification', '/user/question'].map((p) => page(p));
  const info = ['/user/info/basic', '/user/info/modifyPhone', '/user/info/modifyPassword'].map((p) =>
    page(p),
  );
  if (role === 'visitor') {
    return [
      page('/match/0'),
      page(`/match/${ids.matchColumn}`, '/match/:column'),
      live,
      match,
      page('/anchor/0'),
      page(`/anchor/${ids.anchorColumn}`, '/anchor/:column'),
      room,
      ...['/login', '/register', '/forget', '/user/contract/service', '/user/contract/privacy'].map((p) =>
        page(p),
      ),
      join,
    ];
  }
  const home = page('/match/0', '/match/0', userMenu);
  const chat = page('/chat/address-book', '/chat/address-book', chatPanels);
  if (role === 'viewer') {
    const centre = ['/user/attention', '/user/bookings', '/user/apply', '/user/configuration'].map((p) =>
      page(p),
    );
    return [
      home,
      live,
      match,
      page('/anchor/0'),
      room,
      page('/chat/message'),
      chat,
      page('/chat/more'),
    ].concat(info, centre, guides, [join]);
  }
  return [
    home,
    room,
    page('/chat/message'),
    chat,
    page('/user/info/basic'),
    page('/user/attention'),
    page('/user/configuration', '/user/configuration', [
      panel('reset live code dialog', testId('reset-code'), testId('reset-code-dialog')),
    ]),
    page('/user/datas'),
    page('/user/photos', '/user/photos', [
      panel('delete photo dialog', testId('photo-delete'), testId('photo-delete-dialog')),
    ]),
    ...['/user/posts', '/user/fans', '/user/earnings'].map((p) => page(p)),
    guides[0]!,
  ];
}

type Ids = {
  anchorUid: string;
  matchId: string;
  matchColumn: string;
  anchorColumn: string;
  joinPath: string;
};

type Login = { token: string; uid: string };

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
    await page.addInitScript(
      ([language, token]) => {
        // Runs in the page (this file is typed for Node too).
        const { localStorage, HTMLMediaElement } = globalThis as unknown as InPage;
        localStorage.setItem('language', language!);
        if (token) localStorage.setItem('zbpcJwt', token);
        // No video decoding: the page keeps its poster, the players their controls.
        HTMLMediaElement.prototype.play = () => Promise.resolve();
      },
      [lang, login?.token ?? ''],
    );
    for (const step of steps(role, ids)) {
      try {
        await page.goto(`${base}/#${step.path}`);
        await settle(page, 350);
        if (step.ready) await step.ready(page);
        results.push({ ...where, route: step.label, findings: await runAxe(page) });
      } catch (e) {
        skipped.push(`${role} ${lang} ${width} ${step.label}: ${String(e).split('\n')[0]}`);
        continue;
      }
      for (const panel of step.panels ?? []) {
        try {
          await panel.open(page);
          await page.locator(panel.scope).first().waitFor({ timeout: 8000 });
          await page.waitForTimeout(250);
          const findings = await runAxe(page, { include: panel.scope });
          results.push({ ...where, route: step.label, panel: panel.name, findings });
          if (!panel.keep) await page.keyboard.press('Escape');
        } catch (e) {
          skipped.push(`${role} ${lang} ${width} ${step.label} › ${panel.name}: ${String(e).split('\n')[0]}`);
          await page.keyboard.press('Escape');
        }
      }
    }
  } finally {
    await b.close();
  }
}

/** The page's globals the callbacks use (this file is typed for Node: no DOM). */
interface InPage {
  localStorage: { setItem(key: string, value: string): void };
  HTMLMediaElement: { prototype: { play(): Promise<void> } };
  document: { querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }> };
}

function links(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...(globalThis as unknown as InPage).document.querySelectorAll('a[href]')].map(
      (a) => a.getAttribute('href') ?? '',
    ),
  );
}

/** Ids the routes need, and what the panels need to exist: a line of viewer01 in the room, an envelope. */
async function prepare(base: string, anchor: Login, viewer: Login): Promise<Ids> {
  const roomID = `room_${anchor.uid}`;
  await apiPost(
    base,
    '/redPacket/send',
    { roomID, kind: 'lucky', content: 'coupon', tier: 70, count: 10, total: 20, limitHours: 3 },
    anchor.token,
  );
  const invite = await apiPost<{ link: string }>(
    base,
    '/group/generation/url',
    { groupID: '1', days: 7 },
    anchor.token,
  )
    .then((r) => new URL(r.link).hash.slice(1))
    .catch(() => '/group/join');
  const b = await openAxeBrowser();
  try {
    const { page } = b;
    await page.addInitScript((token) => {
      const { localStorage } = globalThis as unknown as InPage;
      localStorage.setItem('language', 'en');
      localStorage.setItem('zbpcJwt', token);
    }, viewer.token);
    await page.goto(`${base}/#/match/0`);
    await settle(page, 300);
    const hrefs = await links(page);
    const first = (re: RegExp, not?: string) => hrefs.map((h) => re.exec(h)?.[1]).find((v) => v && v !== not);
    await page.goto(`${base}/#/anchor/0`);
    await settle(page, 300);
    const anchorHrefs = await links(page);
    await page.goto(`${base}/#/anchor/room/${anchor.uid}`);
    await roomJoined(page);
    await page.getByTestId('room-input').fill('Great pass! [::92::]');
    await page.getByTestId('room-input').press('Enter');
    await page.getByTestId('room-message').last().waitFor();
    return {
      anchorUid: anchor.uid,
      matchId: first(/#\/match\/live\/(\d+)/) ?? '1',
      matchColumn: first(/#\/match\/(\d+)$/, '0') ?? '1',
      anchorColumn:
        anchorHrefs.map((h) => /#\/anchor\/(\d+)$/.exec(h)?.[1]).find((v) => v && v !== '0') ?? '1',
      joinPath: invite,
    };
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
    const ids = await prepare(server.url, anchor, viewer);
    const run: Run = {
      base: server.url,
      ids,
      logins: { visitor: undefined, viewer, anchor },
      results,
      skipped,
    };
    for (const lang of langs) {
      // The account's language wins over the device's at login.
      for (const login of [anchor, viewer]) await setAccountLanguage(server.url, login.token, lang);
      const roles = ['visitor', 'viewer', 'anchor'] as const;
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
    roles: ['visitor', 'viewer01', 'anchor01'],
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
