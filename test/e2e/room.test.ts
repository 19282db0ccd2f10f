import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { anchorRoomId } from '../../protocol/room';
import type { BrowserSession } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * The live room chat in Chromium (issue 5): the anchor's room /anchor/room/{uid} (RoomChat in the
 * room page), an anchor and viewers in their own browsers on the one socket of each.
 */
let server: E2eServer;
let anchorUid = '';
let anchorToken = '';
const opened: BrowserSession[] = [];

let clientCopy = '';

beforeAll(async () => {
  // A private copy of the build: another suite's build replacing dist/client mid-run would turn the
  // lazy route chunks of open pages into 404s.
  clientCopy = copyClient('room');
  server = await startE2eServer({ CLIENT_DIR: clientCopy });
  ({ uid: anchorUid, token: anchorToken } = await apiLogin(server.url, 'anchor01'));
});
async function closeAll(): Promise<void> {
  for (const b of opened.splice(0)) await b.close().catch(() => undefined);
}
afterEach(closeAll);
afterAll(async () => {
  await closeAll();
  await server?.stop();
  if (clientCopy) fs.rmSync(clientCopy, { recursive: true, force: true });
});

async function inRoom(username: string): Promise<Page> {
  const b = await openMember(server.url, username, `/anchor/room/${anchorUid}`);
  opened.push(b);
  // The video is not under test: not decoding it keeps several browsers responsive on a small machine.
  await b.page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  await b.page.reload();
  b.page.setDefaultTimeout(60_000);
  await b.page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 60_000 });
  return b.page;
}

async function say(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('room-input');
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => input.inputValue(), { timeout: 30_000 }).toBe('');
}

describe('room chat in the browser', () => {
  it('the anchor mutes a viewer for 10 minutes from the name menu: the viewer sees until when, and cannot send', async () => {
    const anchor = await inRoom('anchor01');
    const viewer = await inRoom('viewer01');
    expect(await anchor.getByTestId('room-chat').getAttribute('data-role')).toBe('anchor');
    expect(await viewer.getByTestId('room-chat').getAttribute('data-role')).toBe('viewer');
    await say(viewer, 'Hello coach');
    const line = anchor.getByTestId('room-message').filter({ hasText: 'Hello coach' });
    await line.waitFor({ timeout: 30_000 });
    // The new line is announced to the anchor's screen reader (politely, a few at a time), not the
    // viewer's own line to the viewer.
    await anchor
      .getByTestId('room-announcement')
      .filter({ hasText: 'Hello coach' })
      .waitFor({ state: 'attached', timeout: 30_000 });
    expect(await viewer.getByTestId('room-announcement').textContent()).not.toContain('Hello coach');
    // The viewer has no menu on names; the anchor has one, opened and walked with the keyboard.
    expect(await viewer.getByTestId('room-messages').getByTestId('room-name').count()).toBe(0);
    await line.getByTestId('room-name').focus();
    await anchor.keyboard.press('Enter');
    const menu = anchor.getByTestId('room-user-menu');
    await menu.waitFor();
    const focused = () => anchor.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null);
    expect(await focused()).toBe('mute10');
    await anchor.keyboard.press('ArrowDown');
    expect(await focused()).toBe('mute30');
    await anchor.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await anchor.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'room-name',
    );
    await line.getByTestId('room-name').click();
    await menu.locator('[data-action="mute10"]').click();
    const before = Date.now();
    await anchor.getByTestId('room-moderation-confirm').click();
    await anchor.getByTestId('room-moderation-dialog').waitFor({ state: 'detached' });
    const notice = viewer.getByTestId('room-mute-notice');
    await notice.waitFor({ timeout: 30_000 });
    const until = Number(await notice.getAttribute('data-until'));
    expect(until).toBeGreaterThanOrEqual(before + 10 * 60_000 - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 5_000);
    expect(((await notice.textContent()) ?? '').length).toBeGreaterThan(0);
    expect(await viewer.getByTestId('room-input').isDisabled()).toBe(true);
    expect(await viewer.getByTestId('room-send').isDisabled()).toBe(true);

    // The server holds the same mute (anchor_user_auth: my role and mute in the room).
    const held = await viewer.evaluate(async (roomID) => {
      const res = await fetch('/web/web_anchor/anchor_user_auth', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('zbpcJwt') ?? '',
        },
        body: JSON.stringify({ roomID }),
      });
      return ((await res.json()) as { data: { mute: { until: number | null } | null } }).data.mute;
    }, anchorRoomId(anchorUid));
    expect(held?.until).toBe(until);
  }, 360_000);

  it('the anchor sends a lucky envelope; two viewers open it in their pages and each sees an amount', async () => {
    const lily = await inRoom('viewer01');
    const ken = await inRoom('viewer02');
    const total = 50;
    const res = await fetch(`${server.url}/web/redPacket/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: anchorToken },
      body: JSON.stringify({
        roomID: anchorRoomId(anchorUid),
        kind: 'lucky',
        content: 'coin',
        count: 3,
        total,
        limitHours: 3,
      }),
    });
    const sent = (await res.json()) as { success: boolean; data: { redPacket: { id: number } } };
    expect(sent.success).toBe(true);

    const amounts: number[] = [];
    for (const page of [lily, ken]) {
      const button = page.locator(
        `[data-testid="room-redpacket-button"][data-id="${sent.data.redPacket.id}"]`,
      );
      await button.waitFor({ timeout: 30_000 });
      await button.click();
      await page.getByTestId('room-redpacket-open').click();
      const result = page.getByTestId('room-redpacket-result');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-code')).toBe('0');
      amounts.push(Number(await result.getAttribute('data-amount')));
      await page.keyboard.press('Escape');
      await page.getByTestId('room-redpacket-dialog').waitFor({ state: 'detached' });
      // Opened: no button for it any more.
      expect(await button.count()).toBe(0);
    }
    expect(amounts.every((a) => a >= 1)).toBe(true);
    expect(amounts[0]! + amounts[1]!).toBeLessThanOrEqual(total);

    // The anchor cannot open their own envelope: the dialog says so and shows who opened it.
    const own = await inRoom('anchor01');
    await own.locator(`[data-testid="room-redpacket-button"][data-id="${sent.data.redPacket.id}"]`).click();
    await own.getByTestId('room-redpacket-own').waitFor();
    expect(await own.getByTestId('room-redpacket-open').count()).toBe(0);
  }, 360_000);
});
