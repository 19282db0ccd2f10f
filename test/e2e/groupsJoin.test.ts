import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiLogin, befriend, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webCall } from '../helpers/webCall';

/**
 * Groups around the chat in the browser: viewer01 creates a group with two friends (viewer02 and
 * admin01) from the address book's Groups tab; anchor01, not in it, opens the invite link (join
 * verification on), gives a reason and sends the request; viewer01 sees it under Join requests and
 * agrees; anchor01 then finds the group in their own Groups tab.
 */
let server: E2eServer;

interface Answer<T> {
  success: boolean;
  code: number;
  data: T;
}

beforeAll(async () => {
  server = await startE2eServer();
  // admin01 becomes viewer01's friend (viewer02 is one in the demo data).
  const owner = await apiLogin(server.url, 'viewer01');
  const friend = await apiLogin(server.url, 'admin01');
  await befriend(server.url, friend, owner);
});
afterAll(async () => {
  await server?.stop();
});

describe('groups in the browser', () => {
  it('creates a group with two friends, and a third user joins by invite link after review', async () => {
    const ownerLogin = await apiLogin(server.url, 'viewer01');
    const ken = await apiLogin(server.url, 'viewer02');
    const admin1 = await apiLogin(server.url, 'admin01');
    const owner = await openMember(server.url, 'viewer01', '/chat/address-book');
    const joiner = await openMember(server.url, 'anchor01', '/chat/address-book');
    try {
      // The owner: the Groups tab, then Create group with two friends (new strings are checked by
      // test id: they show translated only once the catalogs are extracted).
      await owner.page.getByTestId('address-tab-groups').click();
      await owner.page.getByTestId('group-create').click();
      const dialog = owner.page.getByTestId('create-group-dialog');
      await dialog.getByTestId('create-group-submit').click();
      await dialog.getByTestId('create-group-name-error').waitFor();
      await dialog.getByTestId('create-group-members-error').waitFor();
      await dialog.getByTestId('create-group-name').fill('Derby watchers');
      for (const appNumber of [ken.appNumber, admin1.appNumber]) {
        await dialog.getByTestId('pick-row').filter({ hasText: appNumber }).locator('input').check();
      }
      expect(await dialog.getByTestId('create-group-verification').isChecked()).toBe(true);
      await dialog.getByTestId('create-group-submit').click();
      await owner.page.waitForURL(/#\/chat\/message/, { timeout: 15_000 });

      const groups = await webCall<Answer<{ groupID: string; name: string; memberCount: number }[]>>(
        server.url,
        '/group/list',
        {},
        ownerLogin.token,
      );
      const group = groups.data.find((g) => g.name === 'Derby watchers');
      expect(group?.memberCount).toBe(3);
      const invite = await webCall<Answer<{ link: string }>>(
        server.url,
        '/group/generation/url',
        { groupID: group!.groupID, days: 7 },
        ownerLogin.token,
      );
      expect(invite.success).toBe(true);

      // The third user opens the link: the card, a required reason, Send request, then pending.
      await joiner.page.goto(`${server.url}/#${invite.data.link.split('#')[1]}`);
      const card = joiner.page.getByTestId('group-join-card');
      await card.getByText('Derby watchers').waitFor({ timeout: 15_000 });
      expect(await card.getAttribute('data-members')).toBe('3');
      await card.getByTestId('group-join-send').click();
      await card.getByTestId('group-join-reason-error').waitFor();
      await card.getByTestId('group-join-reason').fill('I watch every derby');
      await card.getByTestId('group-join-send').click();
      await joiner.page.getByTestId('group-join-pending').waitFor({ timeout: 15_000 });

      // The owner sees the request (badge and list) and agrees.
      await owner.page.goto(`${server.url}/#/chat/address-book`);
      const tab = owner.page.getByTestId('address-tab-groups');
      await tab.getByTestId('unread-badge').waitFor({ timeout: 15_000 });
      await tab.click();
      await owner.page.getByTestId('group-row').filter({ hasText: 'Derby watchers' }).waitFor();
      await owner.page.getByTestId('group-requests').click();
      const row = owner.page.getByTestId('group-app').filter({ hasText: 'I watch every derby' });
      await row.getByTestId('group-app-agree').click();
      await expect.poll(() => row.getAttribute('data-state'), { timeout: 15_000 }).toBe('agreed');

      // The third user finds the group in their Groups tab.
      await joiner.page.goto(`${server.url}/#/chat/address-book`);
      await joiner.page.getByTestId('address-tab-groups').click();
      const mine = joiner.page.getByTestId('group-row').filter({ hasText: 'Derby watchers' });
      await mine.waitFor({ timeout: 15_000 });
      expect(await mine.getAttribute('data-members')).toBe('4');
    } catch (error) {
      await owner.page.screenshot({ path: '/tmp/d1-owner.png' });
      await joiner.page.screenshot({ path: '/tmp/d1-joiner.png' });
      throw error;
    } finally {
      await owner.close();
      await joiner.close();
    }
  });
});
