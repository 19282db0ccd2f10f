import path from 'node:path';

import type { Page } from 'playwright-core';

import { FriendSource } from '../../protocol/friend';
import { apiLogin, openMember, sendText, setAccountLanguage, apiPost } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/groupChatScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the
 * group chat: the conversation list with a group and [@me], the open group with its pinned notice,
 * notices, @-text and "Read by", the @ picker, the side panel (members, a member's menu, settings),
 * who read a message, and a muted member's composer. Needs a built client
 * (`NODE_ENV=production npx vite build`; CLIENT_DIR=<dir> to use another build).
 */
const { langs, widths, out } = screenArgs();
const GROUP = 'Derby night';

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  const post = <T>(route: string, body: unknown, token?: string) =>
    apiPost<T>(server.url, route, body, token);
  try {
    const owner = await apiLogin(server.url, 'viewer01');
    const ken = await apiLogin(server.url, 'viewer02');
    const amy = await apiLogin(server.url, 'streamer01');
    await post(
      '/manage/userSearch/applyFriend',
      { toUserID: owner.appNumber, source: FriendSource.Id },
      amy.token,
    );
    const apps = await post<{ list: { id: number; direction: string; user: { uid: string } }[] }>(
      '/friend/application/list',
      {},
      owner.token,
    );
    const request = apps.list.find((r) => r.direction === 'received' && r.user.uid === amy.uid)!;
    await post('/friend/application/response', { id: request.id, action: 'approve' }, owner.token);
    const made = await post<{ group: { groupID: string } }>(
      '/group/create',
      { name: GROUP, memberUserIDs: [ken.uid, amy.uid], joinVerification: false },
      owner.token,
    );
    const groupID = made.group.groupID;
    await post(
      '/group/set/info',
      { groupID, notice: 'Kick-off at 20:00. Be kind, no spoilers for people watching on delay.' },
      owner.token,
    );
    await post(
      '/groupAdminConfig/add',
      { groupID, userID: ken.uid, permissions: ['mute', 'notice'] },
      owner.token,
    );
    const members = await post<{ list: { userID: string; nickname: string }[] }>(
      '/group/members',
      { groupID, page: 1, pageSize: 10 },
      owner.token,
    );
    const amyName = members.list.find((m) => m.userID === amy.uid)!.nickname;

    for (const lang of langs) {
      for (const user of [owner, ken, amy]) await setAccountLanguage(server.url, user.token, lang);
      for (const width of widths) {
        const shot = async (page: Page, name: string) => {
          await settle(page, 700);
          await page.screenshot({ path: path.join(out, `groupchat-${name}-${lang}-${width}.png`) });
        };
        const open = (username: string) =>
          openMember(server.url, username, '/chat/message', { width, language: lang });
        const row = (page: Page) => page.getByTestId('chat-conv').filter({ hasText: GROUP });
        const a = await open('viewer01');
        const k = await open('viewer02');
        const m = await open('streamer01');
        try {
          await row(a.page).click();
          await sendText(a.page, `Welcome everyone (${lang} ${width})`);
          await row(k.page).click();
          await sendText(k.page, 'Thanks! Who do you think wins?');
          const input = a.page.getByTestId('chat-input');
          await input.pressSequentially(`@${amyName.slice(0, 2)}`);
          await a.page.getByTestId('mention-picker').getByText(amyName).waitFor();
          await shot(a.page, 'mention-picker');
          await input.press('Enter');
          await input.pressSequentially('you called it last time');
          await a.page.getByTestId('chat-send').click();
          await row(m.page).getByTestId('conv-at-me').waitFor({ timeout: 15_000 });
          await shot(m.page, 'list-at-me');
          await row(m.page).click();
          await m.page.getByTestId('mention-me').first().waitFor();
          await shot(m.page, 'mentioned');
          await a.page.getByTestId('group-read-by').first().waitFor({ timeout: 15_000 });
          await shot(a.page, 'conversation');
          await a.page.getByTestId('group-read-by').last().click();
          await a.page.getByTestId('group-readers').getByText(amyName).first().waitFor();
          await shot(a.page, 'readers');
          await a.page.keyboard.press('Escape');
          await a.page.getByTestId('group-panel-button').click();
          await a.page.getByTestId('group-member').first().waitFor();
          await shot(a.page, 'members');
          await a.page.getByTestId('group-member').filter({ hasText: amyName }).click();
          await a.page.getByTestId('member-menu').waitFor();
          await shot(a.page, 'member-menu');
          await a.page.keyboard.press('Escape');
          await a.page.getByTestId('group-tab-settings').click();
          await a.page.getByTestId('group-settings').waitFor();
          await shot(a.page, 'settings');
          await post('/group/member/mute', { groupID, userID: amy.uid, seconds: 3600 }, ken.token);
          await m.page.getByTestId('group-silence').waitFor({ timeout: 15_000 });
          await shot(m.page, 'muted');
          await post('/group/member/mute', { groupID, userID: amy.uid, seconds: 0 }, ken.token);
        } finally {
          await a.close();
          await k.close();
          await m.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
