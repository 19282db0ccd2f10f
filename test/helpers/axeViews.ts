import type { Page } from 'playwright-core';

import { settle } from '../screens/screenArgs';
import { type Audited, type AxeFinding, openAxeBrowser, runAxe } from './axe';
import { apiPost } from './chatMembers';

/**
 * The views axe is run over, shared by the CI test (test/e2e/a11y.test.ts) and the audit script
 * (test/screens/axeAudit.ts): every route of §2 per role (visitor, viewer01, anchor01, and admin01 over
 * the platform console) and the
 * panels that open over them (user menu and its forms, dialogs, the room's name menu, the red
 * envelope pop-up, the chat message menu). A panel opens from the state the previous one left.
 */
export type Role = 'visitor' | 'viewer' | 'anchor' | 'admin';

/** The platform console's pages (src/components/admin/adminSections.ts). */
export const ADMIN_PAGES = [
  '/admin/review',
  '/admin/accounts',
  '/admin/words',
  '/admin/pushes',
  '/admin/pages',
  '/admin/matches',
  '/admin/live',
  '/admin/money',
] as const;

/** A view over the page, opened from the state the previous one left; axe runs over `scope` only. */
export interface Panel {
  name: string;
  open(page: Page): Promise<unknown>;
  scope: string;
  /** Left open for the next panel to start from; else closed with Escape. */
  keep?: boolean;
}
export interface Step {
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

export async function roomJoined(page: Page): Promise<void> {
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

/** The views of one role, in the order a session walks them (each page, then its panels). */
export function steps(role: Role, ids: Ids): Step[] {
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
  if (role === 'admin') return [page('/match/0', '/match/0', userMenu), ...ADMIN_PAGES.map((p) => page(p))];
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
    ].concat(info, centre, guides, [join, page('/admin/review', '/admin/review (not an admin)')]);
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

/** What the routes need: ids found on the running site by prepare(). */
export type Ids = {
  anchorUid: string;
  matchId: string;
  matchColumn: string;
  anchorColumn: string;
  joinPath: string;
};

export type Login = { token: string; uid: string };

/** Before the first page: the device's language, the login's token (none: a visitor), no video decoding. */
export async function auditSetup(page: Page, lang: string, token: string | undefined): Promise<void> {
  await page.addInitScript(
    ([language, t]) => {
      // Runs in the page (this file is typed for Node too).
      const { localStorage, HTMLMediaElement } = globalThis as unknown as InPage;
      localStorage.setItem('language', language!);
      if (t) localStorage.setItem('zbpcJwt', t);
      // No video decoding: the page keeps its poster, the players their controls.
      HTMLMediaElement.prototype.play = () => Promise.resolve();
    },
    [lang, token ?? ''],
  );
}

/** Where one walk is: role, language, width (the viewport is the caller's). */
export interface Where {
  role: Role;
  lang: string;
  width: number;
}

/**
 * Walks the role's views in an open page (logged in or not by the caller): each page, axe over it,
 * then each of its panels, axe over the panel. A view that cannot be reached is named in `skipped`.
 */
export async function auditViews(
  page: Page,
  where: Where,
  ids: Ids,
  out: { results: Audited[]; skipped: string[] },
  base: string,
): Promise<void> {
  const { role, lang, width } = where;
  const name = `${role} ${lang} ${width}`;
  const audit = (include?: string): Promise<AxeFinding[]> => runAxe(page, include ? { include } : {});
  for (const step of steps(role, ids)) {
    try {
      await page.goto(`${base}/#${step.path}`);
      await settle(page, 350);
      if (step.ready) await step.ready(page);
      out.results.push({ ...where, route: step.label, findings: await audit() });
    } catch (e) {
      out.skipped.push(`${name} ${step.label}: ${String(e).split('\n')[0]}`);
      continue;
    }
    for (const panel of step.panels ?? []) {
      try {
        await panel.open(page);
        await page.locator(panel.scope).first().waitFor({ timeout: 8000 });
        await page.waitForTimeout(250);
        out.results.push({
          ...where,
          route: step.label,
          panel: panel.name,
          findings: await audit(panel.scope),
        });
        if (!panel.keep) await page.keyboard.press('Escape');
      } catch (e) {
        out.skipped.push(`${name} ${step.label} › ${panel.name}: ${String(e).split('\n')[0]}`);
        await page.keyboard.press('Escape');
      }
    }
  }
}

/** The page's globals the callbacks use (this file is typed for Node: no DOM). */
export interface InPage {
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
export async function prepare(base: string, anchor: Login, viewer: Login): Promise<Ids> {
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
