import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiLogin, befriend, openMember, sendText } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webCall } from '../helpers/webCall';

/**
 * The group chat in the browser: viewer01 (the owner) makes a group with viewer02 (Ken) and
 * streamer01 (Amy) through the groupCreate call; messages flow both ways; "Read by" rises as the
 * members open the chat; an @mention of Amy is highlighted for her and marks the conversation
 * [@me]; the owner makes Ken an admin with only the 'mute' permission, Ken mutes Amy for an hour,
 * and Amy sees the end time instead of the composer.
 */
let server: E2eServer;
let groupID = '';
let amyName = '';
let amyUid = '';
const GROUP = 'Derby chat';

interface Answer<T> {
  success: boolean;
  code: number;
  data: T;
}

beforeAll(async () => {
  server = await startE2eServer();
  const owner = await apiLogin(server.url, 'viewer01');
  const ken = await apiLogin(server.url, 'viewer02');
  const amy = await apiLogin(server.url, 'streamer01');
  // streamer01 becomes viewer01's friend (viewer02 is one in the demo data).
  await befriend(server.url, amy, owner);
  const made = await webCall<Answer<{ group: { groupID: string } }>>(
    server.url,
    '/group/create',
    { name: GROUP, memberUserIDs: [ken.uid, amy.uid], joinVerification: false },
    owner.token,
  );
  expect(made.success).toBe(true);
  groupID = made.data.group.groupID;
  const members = await webCall<Answer<{ list: { userID: string; nickname: string }[] }>>(
    server.url,
    '/group/members',
    { groupID, page: 1, pageSize: 10 },
    owner.token,
  );
  amyUid = amy.uid;
  amyName = members.data.list.find((m) => m.userID === amy.uid)!.nickname;
});
afterAll(async () => {
  await server?.stop();
});

/** The group's row in the conversation list. */
function groupRow(page: Page) {
  return page.getByTestId('chat-conv').filter({ hasText: GROUP });
}

async function openGroup(page: Page): Promise<void> {
  await groupRow(page).waitFor({ timeout: 20_000 });
  await groupRow(page).click();
  await page.getByTestId('chat-conversation').waitFor();
}

/** My message of `text` in the open conversation. */
function mine(page: Page, text: string) {
  return page.locator('[data-testid="chat-message"]').filter({ has: page.getByText(text, { exact: true }) });
}

describe('group chat in the browser', () => {
  it('messages flow both ways, "Read by" rises, and an @mention marks the chat [@me] for its member', async () => {
    const owner = await openMember(server.url, 'viewer01', '/chat/message');
    const ken = await openMember(server.url, 'viewer02', '/chat/message');
    const amy = await openMember(server.url, 'streamer01', '/chat/message');
    try {
      await openGroup(owner.page);
      await owner.page
        .locator('[data-testid="group-member-count"][data-count="3"]')
        .waitFor({ timeout: 15_000 });
      await owner.page.getByTestId('group-notice-line').first().waitFor();
      await sendText(owner.page, 'Hello group');
      const hello = mine(owner.page, 'Hello group');
      await expect
        .poll(() => hello.getByTestId('group-read-by').getAttribute('data-count'), { timeout: 15_000 })
        .toBe('0');

      await openGroup(ken.page);
      await ken.page.getByTestId('chat-messages').getByText('Hello group').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => hello.getByTestId('group-read-by').getAttribute('data-count'), { timeout: 15_000 })
        .toBe('1');
      await sendText(ken.page, 'Hi owner');
      await owner.page.getByTestId('chat-messages').getByText('Hi owner').waitFor({ timeout: 15_000 });

      // The owner mentions Amy through the picker: "@" + the start of her name, Enter.
      const input = owner.page.getByTestId('chat-input');
      await input.fill('');
      await input.pressSequentially(`@${amyName.slice(0, 2)}`);
      await owner.page
        .locator(`[data-testid="mention-option"][data-user="${amyUid}"]`)
        .waitFor({ timeout: 10_000 });
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(`@${amyName} `);
      await input.pressSequentially('look at this');
      await owner.page.getByTestId('chat-send').click();
      await owner.page.getByTestId('at-text').getByText(`@${amyName}`).waitFor({ timeout: 15_000 });

      // Amy has not opened the chat yet: [@me] in the list; opened, her name stands out.
      await groupRow(amy.page).getByTestId('conv-at-me').waitFor({ timeout: 20_000 });
      await openGroup(amy.page);
      await amy.page.getByTestId('mention-me').getByText(`@${amyName}`).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => groupRow(amy.page).getByTestId('conv-at-me').count(), { timeout: 15_000 })
        .toBe(0);
      await hello.locator('[data-testid="group-read-by"][data-all="true"]').waitFor({ timeout: 15_000 });

      // Ken forwards the owner's message into the group as a chat history: groups are forward targets.
      const fromOwner = ken.page
        .locator('[data-testid="chat-message"]')
        .filter({ has: ken.page.getByText('Hello group', { exact: true }) });
      await fromOwner.click({ button: 'right' });
      await ken.page.getByTestId('message-menu').locator('[data-action="select"]').click();
      await ken.page.getByTestId('forward-merged').click();
      const dialog = ken.page.getByTestId('forward-dialog');
      await dialog
        .getByTestId('pick-group-row')
        .filter({ hasText: GROUP })
        .locator('input[type="checkbox"]')
        .check();
      await dialog.getByTestId('forward-send').click();
      await dialog.waitFor({ state: 'detached' });
      await amy.page.getByTestId('merged-bubble').last().waitFor({ timeout: 20_000 });
    } finally {
      await owner.close();
      await ken.close();
      await amy.close();
    }
  });

  it('the owner makes Ken an admin who may mute; Ken mutes Amy for an hour and she cannot send', async () => {
    const owner = await openMember(server.url, 'viewer01', '/chat/message');
    const ken = await openMember(server.url, 'viewer02', '/chat/message');
    const amy = await openMember(server.url, 'streamer01', '/chat/message');
    const kenLogin = await apiLogin(server.url, 'viewer02');
    try {
      await openGroup(owner.page);
      await owner.page.getByTestId('group-panel-button').click();
      const panel = owner.page.getByTestId('group-panel');
      await panel.locator('[data-testid="group-member"][data-role="2"]').waitFor({ timeout: 15_000 });
      await panel.locator(`[data-testid="group-member"][data-user="${kenLogin.uid}"]`).click();
      await owner.page.getByTestId('member-menu').locator('[data-action="makeAdmin"]').click();
      const dialog = owner.page.getByTestId('group-permissions');
      for (const p of ['editInfo', 'notice', 'remove', 'reviewJoins', 'deleteMessages', 'invite'])
        await dialog.getByTestId(`permission-${p}`).uncheck();
      await dialog.getByTestId('group-permissions-save').click();
      await panel
        .locator(`[data-testid="group-member"][data-user="${kenLogin.uid}"][data-role="3"]`)
        .waitFor({ timeout: 15_000 });

      // Ken: Amy's menu offers the mutes and nothing his set does not allow.
      await openGroup(ken.page);
      await ken.page.getByTestId('group-panel-button').click();
      const kenPanel = ken.page.getByTestId('group-panel');
      const amyRow = kenPanel.locator(`[data-testid="group-member"][data-user="${amyUid}"]`);
      await amyRow.click();
      const menu = ken.page.getByTestId('member-menu');
      await menu.locator('[data-action="mute3600"]').waitFor();
      const offered = await menu
        .locator('[data-action]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-action')));
      expect(offered).toEqual(['mention', 'mute3600', 'mute43200', 'mute86400', 'mute604800', 'mute2592000']);
      const before = Date.now();
      await menu.locator('[data-action="mute3600"]').click();
      await amyRow.getByTestId('member-muted-until').waitFor({ timeout: 15_000 });

      // Amy: the end time instead of the composer.
      await openGroup(amy.page);
      const silence = amy.page.getByTestId('group-silence');
      await silence.waitFor({ timeout: 15_000 });
      expect(await silence.getAttribute('data-kind')).toBe('muted');
      const until = Number(await silence.getAttribute('data-until'));
      expect(until).toBeGreaterThanOrEqual(before + 3600_000 - 5_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 3600_000 + 5_000);
      expect(await amy.page.getByTestId('chat-input').count()).toBe(0);
      await amy.page.locator('[data-testid="group-notice-line"][data-kind="muted"]').waitFor();
    } finally {
      await owner.close();
      await ken.close();
      await amy.close();
    }
  });
});
