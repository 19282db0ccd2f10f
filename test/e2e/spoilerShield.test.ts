import fs from 'node:fs';

import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MatchCard } from '../../protocol/match';
import { reservations, users } from '../../server/db/schema';
import type { BrowserSession } from '../helpers/browser';
import { apiPost, openMember } from '../helpers/chatMembers';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { readPo } from '../i18n/poCatalog';

/**
 * The spoiler shield in Chromium (issue 21): with it on, the cards of a match I opened (its match
 * page) and of a match I booked show "Show score" instead of the score, on a column's list and on
 * the home page; "Show score" reveals one, and the reveal and the setting survive a reload; with
 * the shield off every score shows.
 */
let server: E2eServer;
let clientCopy = '';
let member: BrowserSession | undefined;

beforeAll(async () => {
  clientCopy = copyClient('spoiler');
  server = await startE2eServer({ CLIENT_DIR: clientCopy });
});
afterAll(async () => {
  await member?.close().catch(() => undefined);
  await server?.stop();
  if (clientCopy) fs.rmSync(clientCopy, { recursive: true, force: true });
});

/**
 * What the production build shows for an English source message: the en catalog's text once the
 * catalogs were extracted, else lingui's message id (the build keeps ids only).
 */
function shownText(source: string, values: Record<string, string> = {}): string {
  const entry = readPo('locales/en/messages.po').find((e) => e.id === source);
  if (!entry) return generateMessageId(source);
  return (entry.str || source).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** Match `id`'s card in the list `testId` (the column's list, a home section). */
const card = (page: Page, testId: string, id: number) =>
  page.getByTestId(testId).locator(`[data-testid="match-card"][data-match-id="${id}"]`);

async function expectScore(page: Page, testId: string, id: number): Promise<void> {
  const c = card(page, testId, id);
  await c.getByTestId('score-home').waitFor();
  expect((await c.getByTestId('score-home').textContent())?.trim()).not.toBe('');
  expect(await c.getByTestId('score-reveal').count()).toBe(0);
  expect(await c.getAttribute('data-shielded')).toBeNull();
}

async function expectShielded(page: Page, testId: string, id: number): Promise<void> {
  const c = card(page, testId, id);
  await c.getByTestId('score-reveal').waitFor();
  expect(await c.getAttribute('data-shielded')).toBe('true');
  expect(await c.getByTestId('score-home').count()).toBe(0);
  expect(await c.getByTestId('score-away').count()).toBe(0);
  // No period nor clock in the status (extra time would tell a level score).
  expect(await c.getByTestId('match-clock').count()).toBe(0);
}

describe('spoiler shield in the browser', () => {
  it('hides the scores of a match I opened and one I booked until I show them, on the list and the home page', async () => {
    // Opened: a live match of the home page's sport sections; booked: another live match of its column.
    const sports = await apiPost<{ raceType: number; matches: MatchCard[] }[]>(
      server.url,
      '/web_home/home_details_middle',
      {},
    );
    const section = sports.find((s) => s.matches.some((m) => m.status === 'live'));
    expect(section).toBeDefined();
    const opened = section!.matches.find((m) => m.status === 'live')!;
    const column = section!.raceType;
    const { list } = await apiPost<{ list: MatchCard[] }>(server.url, '/web_race/match_list', {
      raceType: column,
      status: 'live',
      pageSize: 100,
    });
    const booked = list.find((m) => m.status === 'live' && m.id !== opened.id);
    const other = list.find((m) => m.status === 'live' && m.id !== opened.id && m.id !== booked?.id);
    expect(booked).toBeDefined();
    expect(other).toBeDefined();
    const [me] = await server.ctx.database.db.select().from(users).where(eq(users.username, 'viewer01'));
    await server.ctx.database.db
      .insert(reservations)
      .values({ userId: me!.id, matchId: booked!.id, type: 1 });

    member = await openMember(server.url, 'viewer01', `/match/match/${opened.id}?sportId=${opened.sportId}`);
    const { page } = member;
    page.setDefaultTimeout(30_000);
    await page.getByTestId('score-header').waitFor();

    // Off (the default): every score shows.
    const listPath = `${server.url}/#/match/${column}?status=live&size=100`;
    await page.goto(listPath);
    await card(page, 'match-list', opened.id).waitFor();
    for (const id of [opened.id, booked!.id, other!.id]) await expectScore(page, 'match-list', id);

    // On, by keyboard: the opened and the booked match hide their scores, the others do not.
    const shield = page.getByTestId('spoiler-shield');
    expect(await shield.isChecked()).toBe(false);
    await shield.focus();
    await page.keyboard.press('Space');
    expect(await shield.isChecked()).toBe(true);
    await expectShielded(page, 'match-list', opened.id);
    await expectShielded(page, 'match-list', booked!.id);
    await expectScore(page, 'match-list', other!.id);
    // The button is named by its words and the teams.
    const openedCard = card(page, 'match-list', opened.id);
    const names = await openedCard.locator('.team-name').allTextContents();
    const named = openedCard.getByRole('button', {
      name: `${shownText('Show score')} ${names.join(' ')}`,
      exact: true,
    });
    expect(await named.count()).toBe(1);

    // The home page too; "Show score" (by keyboard) reveals it and moves the focus to the teams and score.
    const home = `home-sport-${column}`;
    await page.goto(`${server.url}/#/match/0`);
    await expectShielded(page, home, opened.id);
    await card(page, home, opened.id).getByTestId('score-reveal').focus();
    await page.keyboard.press('Enter');
    await expectScore(page, home, opened.id);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.classList.contains('match-card-teams') ?? false),
      )
      .toBe(true);

    // A reload keeps the setting and the reveal.
    await page.reload();
    await expectScore(page, home, opened.id);
    await page.goto(listPath);
    expect(await page.getByTestId('spoiler-shield').isChecked()).toBe(true);
    await expectScore(page, 'match-list', opened.id);
    await expectShielded(page, 'match-list', booked!.id);
    await page.reload();
    await expectShielded(page, 'match-list', booked!.id);

    // Off: the booked match's score shows again.
    await page.getByTestId('spoiler-shield').click();
    await expectScore(page, 'match-list', booked!.id);
  }, 240_000);
});
