import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IM_PATH } from '../../protocol/im';
import type { RoomMessage } from '../../protocol/room';
import type { BrowserSession } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { liveFootballMatch } from '../helpers/liveMatch';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { ImClient } from '../helpers/imClient';

/**
 * The room chat "in sync with my video" in Chromium (issue 21): a viewer of a simulated live match,
 * 30 s back in the live stream's DVR window, does not see a line another user sent just now until
 * their video reaches the moment it was sent; their own line shows at once; the switch to live
 * shows everything, and is remembered.
 */
let server: E2eServer;
let clientCopy = '';
let viewer: BrowserSession | undefined;
let sender: ImClient | undefined;
let staff: ImClient | undefined;

beforeAll(async () => {
  clientCopy = copyClient('chatsync');
  server = await startE2eServer({ CLIENT_DIR: clientCopy });
});
afterAll(async () => {
  await sender?.close();
  await staff?.close();
  await viewer?.close().catch(() => undefined);
  await server?.stop();
  if (clientCopy) fs.rmSync(clientCopy, { recursive: true, force: true });
});

const chat = (page: Page) => page.getByTestId('room-chat');
const lineOf = (page: Page, text: string) => page.getByTestId('room-message').filter({ hasText: text });
const attr = async (page: Page, name: string) => (await chat(page).getAttribute(name)) ?? '';

describe('room chat in sync with the video', () => {
  it('holds a line until the video reaches its send time, shows mine at once, and everything once live', async () => {
    const match = await liveFootballMatch(server.url);
    const roomID = `match_${match.id}`;

    viewer = await openMember(server.url, 'viewer01', `/match/live/${match.id}`);
    const { page } = viewer;
    page.setDefaultTimeout(60_000);
    await page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor();
    const video = page.getByTestId('player').locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5), {
        timeout: 30_000,
      })
      .toBe(true);
    // A viewer's chat follows the video by default, and the live stream is dated.
    expect(await attr(page, 'data-sync')).toBe('sync');
    expect(await page.getByTestId('room-sync-switch').isChecked()).toBe(true);
    await expect.poll(() => attr(page, 'data-follow'), { timeout: 30_000 }).toBe('video');

    const other = await apiLogin(server.url, 'viewer02');
    sender = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
      sendID: other.uid,
      token: other.token,
    });
    await sender.ok('JoinRoom', { roomID });
    // The sender's entry line shows a few seconds later (the video runs behind live); then nothing waits.
    const entered = await sender.waitFor(
      (f) =>
        f.event === 'OnRoomMessages' &&
        (f.data as { messages: RoomMessage[] }).messages.some(
          (m) => m.kind === 'enter' && m.sendID === other.uid,
        ),
      'the entry line',
    );
    const entry = (entered.data as { messages: RoomMessage[] }).messages.find((m) => m.kind === 'enter')!;
    await page.locator(`[data-testid="room-message"][data-msgid="${entry.msgID}"]`).waitFor();
    // Enough lines to scroll the list: a platform admin speaks without the speaking interval.
    const admin = await apiLogin(server.url, 'admin01');
    staff = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
      sendID: admin.uid,
      token: admin.token,
    });
    await staff.ok('JoinRoom', { roomID });
    for (let i = 1; i <= 25; i++)
      await staff.ok('SendRoomMessage', {
        roomID,
        clientMsgID: `fill-${i}-${Date.now()}`,
        contentType: 101,
        content: JSON.stringify({ text: `Filler line ${i}.` }),
      });
    await lineOf(page, 'Filler line 25.').waitFor({ timeout: 30_000 });
    await expect.poll(() => attr(page, 'data-held'), { timeout: 30_000 }).toBe('0');

    // 12 s back in the live window (plus the player's own distance to the live edge): far enough
    // that a line sent now waits, near enough that the video reaches it without a long wait.
    await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = Math.max(v.seekable.start(0) + 2, v.currentTime - 12);
        }),
    );
    await expect.poll(() => attr(page, 'data-follow'), { timeout: 30_000 }).toBe('video');

    const first = await sender.ok<{ msgID: string; sendTime: number }>('SendRoomMessage', {
      roomID,
      clientMsgID: `sync-1-${Date.now()}`,
      contentType: 101,
      content: JSON.stringify({ text: 'Held for the video' }),
    });
    // It arrived and waits: counted, not shown, and the video is before its send time.
    await expect.poll(() => attr(page, 'data-held'), { timeout: 30_000 }).toBe('1');
    await page.getByTestId('room-held').waitFor();
    expect(await lineOf(page, 'Held for the video').count()).toBe(0);
    expect(await attr(page, 'data-programme-time')).not.toBe('');
    expect(Number(await attr(page, 'data-programme-time'))).toBeLessThan(first.sendTime);

    // My own line shows at once, while the other one (sent before it) still waits.
    const input = page.getByTestId('room-input');
    await input.fill('My own line');
    await input.press('Enter');
    await lineOf(page, 'My own line').waitFor({ timeout: 30_000 });
    expect(await lineOf(page, 'Held for the video').count()).toBe(0);
    expect(await attr(page, 'data-held')).toBe('1');

    // Scrolled up to read, the viewer is not pulled down by the line the video releases: the "new
    // messages" button counts it (a line released above the newest one is new all the same).
    const messages = page.getByTestId('room-messages');
    expect(await messages.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
    await messages.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });

    // The video plays on and reaches the moment the line was sent: it shows, above mine.
    await lineOf(page, 'Held for the video').waitFor({ timeout: 90_000 });
    await page.getByTestId('room-new-messages').waitFor({ timeout: 10_000 });
    expect(await messages.evaluate((el) => el.scrollTop)).toBe(0);
    await page.getByTestId('room-new-messages').click();
    await expect
      .poll(() => messages.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 48))
      .toBe(true);
    expect(Number(await attr(page, 'data-programme-time'))).toBeGreaterThanOrEqual(first.sendTime);
    expect(await attr(page, 'data-held')).toBe('0');
    const order = await page
      .getByTestId('room-message')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(order.findIndex((t) => t.includes('Held for the video'))).toBeLessThan(
      order.findIndex((t) => t.includes('My own line')),
    );

    // Back 30 s again: what was shown stays shown; a new line waits; the switch (by keyboard) to live shows it.
    await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = Math.max(v.seekable.start(0) + 2, v.currentTime - 30);
        }),
    );
    await sender.ok('SendRoomMessage', {
      roomID,
      clientMsgID: `sync-2-${Date.now()}`,
      contentType: 101,
      content: JSON.stringify({ text: 'Shown once live' }),
    });
    await expect.poll(() => attr(page, 'data-held'), { timeout: 30_000 }).toBe('1');
    expect(await lineOf(page, 'Held for the video').count()).toBe(1);
    expect(await lineOf(page, 'Shown once live').count()).toBe(0);
    await page.getByTestId('room-sync-switch').focus();
    await page.keyboard.press('Space');
    await lineOf(page, 'Shown once live').waitFor({ timeout: 10_000 });
    expect(await attr(page, 'data-sync')).toBe('live');
    expect(await page.getByTestId('room-sync-switch').isChecked()).toBe(false);
    expect(await page.getByTestId('room-held').count()).toBe(0);

    // Remembered on the device.
    await page.reload();
    await page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor();
    expect(await attr(page, 'data-sync')).toBe('live');
    expect(await page.getByTestId('room-sync-switch').isChecked()).toBe(false);
  }, 360_000);
});
