import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminMatchRow } from '../../protocol/adminOps';
import { apiLogin, apiPost, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * The console's match data, live monitor and money pages in Chromium (issue 20): admin01 imports the
 * feed now and sees the refused row appear, marks a match hot that a visitor then finds in the Hot
 * column, finds anchor01's mute of viewer01 in the room moderation audit, and runs the reconcile (green).
 */
let server: E2eServer;
let feedFile: string;
const started = Date.now();

function feed(generatedAt: number, withRefused: boolean) {
  return JSON.stringify({
    version: 1,
    source: 'e2e',
    generatedAt,
    leagues: [{ id: 'L1', sportId: 1, names: { en: 'Console Cup' } }],
    teams: [
      { id: 'T1', sportId: 1, names: { en: 'Feldspar FC' } },
      { id: 'T2', sportId: 1, names: { en: 'Obsidian Town' } },
    ],
    matches: [
      {
        id: 'M1',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: generatedAt + 86_400_000,
        status: 'scheduled',
        updatedAt: generatedAt,
      },
      ...(withRefused
        ? [
            {
              id: 'M2',
              sportId: 1,
              leagueId: 'L1',
              homeId: 'T1',
              awayId: 'T404',
              kickoffAt: generatedAt,
              status: 'scheduled',
              updatedAt: generatedAt,
            },
          ]
        : []),
    ],
  });
}

beforeAll(async () => {
  feedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-e2e-feed-')), 'feed.json');
  fs.writeFileSync(feedFile, feed(started, false));
  // A long interval: only the import at start and the one the admin asks for run.
  server = await startE2eServer({
    MATCH_SIMULATOR: '0',
    MATCH_FEED: feedFile,
    MATCH_FEED_INTERVAL_S: '3600',
  });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(path.dirname(feedFile), { recursive: true, force: true });
});

describe('the console: match data, live monitor, money', () => {
  it('imports now and shows the refused row; marks a match hot that a visitor sees in the Hot column', async () => {
    const admin = await apiLogin(server.url, 'admin01');
    const b = await openMember(server.url, 'admin01', '/admin/matches');
    try {
      const { page } = b;
      await page.getByTestId('ops-feed-run').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('ops-feed-refused').textContent()).toBe('0');
      // The feed now carries a row the importer refuses.
      fs.writeFileSync(feedFile, feed(started + 60_000, true));
      await page.getByTestId('ops-feed-import').click();
      await expect
        .poll(() => page.getByTestId('ops-feed-refused').textContent(), { timeout: 10_000 })
        .toBe('1');
      await expect.poll(() => page.getByTestId('ops-feed-broken').textContent()).toContain('unknownTeam');

      // A match that is not hot yet, among the first of the Hot column once it is.
      const pick = async (filter: string) =>
        (
          await apiPost<{ list: AdminMatchRow[] }>(
            server.url,
            '/admin/match_list',
            { filter, sort: 'kickoff', order: 'asc', pageSize: 50 },
            admin.token,
          )
        ).list.find((m) => !m.hot);
      const match = (await pick('live')) ?? (await pick('upcoming'));
      expect(match).toBeDefined();
      const search = page.getByTestId('ops-match-search');
      await search.fill(`${match!.id}`);
      await search.press('Enter');
      const hot = page.getByTestId(`ops-hot-${match!.id}`);
      await hot.waitFor({ timeout: 10_000 });
      expect(await hot.getAttribute('aria-pressed')).toBe('false');
      await hot.click();
      await expect.poll(() => hot.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

      // A visitor (no login) finds it in the Hot column's list (a hot live match may also be among
      // the home's popular matches above it: a locator over the whole page then finds two cards).
      const visitor = await b.context.newPage();
      await visitor.addInitScript(() => localStorage.removeItem('zbpcJwt'));
      await visitor.goto(`${server.url}/#/match/0`);
      await visitor
        .getByTestId('match-list')
        .locator(`[data-testid="match-card"][data-match-id="${match!.id}"]`)
        .waitFor({ timeout: 20_000 });
    } finally {
      await b.close();
    }
  });

  it("finds anchor01's mute of viewer01 in the room moderation audit", async () => {
    const anchor = await apiLogin(server.url, 'anchor01');
    const viewer = await apiLogin(server.url, 'viewer01');
    await apiPost(
      server.url,
      '/web_anchor/stop_chat',
      { roomID: `room_${anchor.uid}`, action: 'mute', userID: viewer.uid, duration: 10 },
      anchor.token,
    );
    const b = await openMember(server.url, 'admin01', '/admin/live');
    try {
      const { page } = b;
      await page.getByTestId('admin-live').waitFor({ timeout: 20_000 });
      await page.getByTestId('ops-audit-room').fill('anchor01');
      await page.getByTestId('ops-audit-action').selectOption('mute');
      const today = new Date().toISOString().slice(0, 10);
      await page.getByTestId('ops-audit-from').fill(today);
      await page.getByTestId('ops-audit-to').fill(today);
      await page.getByTestId('ops-audit-apply').click();
      const row = page.getByTestId('ops-audit-row').first();
      await row.waitFor({ timeout: 10_000 });
      await expect.poll(() => row.textContent()).toContain('@viewer01');
      expect(await row.textContent()).toContain('@anchor01');
      expect(await page.getByTestId('ops-audit-row').count()).toBe(1);
    } finally {
      await b.close();
    }
  });

  it('shows the money per day and runs the reconcile: every check green', async () => {
    const b = await openMember(server.url, 'admin01', '/admin/money');
    try {
      const { page } = b;
      await page.getByTestId('ops-money-table').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('ops-money-table').locator('tbody tr').count()).toBe(30);
      await page.getByTestId('ops-reconcile-run').click();
      const verdict = page.getByTestId('ops-reconcile-verdict');
      await verdict.waitFor({ timeout: 10_000 });
      expect(await verdict.getAttribute('data-ok')).toBe('true');
      const checks = page.getByTestId('ops-reconcile-check');
      expect(await checks.count()).toBeGreaterThan(5);
      expect(await page.locator('[data-testid="ops-reconcile-check"][data-ok="false"]').count()).toBe(0);
    } finally {
      await b.close();
    }
  });
});
