import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';

import { IM_PATH } from '../../protocol/im';
import type { MatchCard } from '../../protocol/match';
import { reservations, users } from '../../server/db/schema';
import { apiLogin, apiPost, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { ImClient } from '../helpers/imClient';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/chatSyncScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of
 * spoiler-safe watching (issue 21): the room chat of a live match in sync with a video 30 s behind,
 * with its switch and the count of lines waiting for the video; the match list and the home page
 * with the spoiler shield on (an opened and a booked match shielded). Needs a built client
 * (CLIENT_DIR=<dir> for another build, e.g. a development build that shows the English source of
 * strings not translated yet).
 */
const { langs, widths, out } = screenArgs();

async function seekBack(page: Page, seconds: number): Promise<void> {
  await page
    .getByTestId('player')
    .locator('video')
    .evaluate(
      (v: HTMLVideoElement, s) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = Math.max(v.seekable.start(0) + 2, v.currentTime - s);
        }),
      seconds,
    );
}

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  try {
    const sports = await apiPost<{ raceType: number; matches: MatchCard[] }[]>(
      server.url,
      '/web_home/home_details_middle',
      {},
    );
    const section = sports.find((s) => s.matches.some((m) => m.status === 'live'))!;
    const match = section.matches.find((m) => m.status === 'live')!;
    const column = section.raceType;
    const { list } = await apiPost<{ list: MatchCard[] }>(server.url, '/web_race/match_list', {
      raceType: column,
      status: 'live',
      pageSize: 100,
    });
    const booked = list.find((m) => m.id !== match.id)!;
    const [me] = await server.ctx.database.db.select().from(users).where(eq(users.username, 'viewer01'));
    await server.ctx.database.db.insert(reservations).values({ userId: me!.id, matchId: booked.id, type: 1 });

    const viewer = await apiLogin(server.url, 'viewer01');
    const other = await apiLogin(server.url, 'viewer02');
    const sender = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
      sendID: other.uid,
      token: other.token,
    });
    const roomID = `match_${match.id}`;
    await sender.ok('JoinRoom', { roomID });
    let serial = 0;
    const say = async (text: string) => {
      await sender.ok('SendRoomMessage', {
        roomID,
        clientMsgID: `shot-${++serial}-${Date.now()}`,
        contentType: 101,
        content: JSON.stringify({ text }),
      });
      await new Promise((r) => setTimeout(r, 2_100)); // the speaking interval
    };

    for (const lang of langs) {
      await setAccountLanguage(server.url, viewer.token, lang);
      for (const width of widths) {
        const name = (what: string) => path.join(out, `chatsync-${what}-${lang}-${width}.png`);
        const b = await openMember(server.url, 'viewer01', `/match/live/${match.id}`, {
          width,
          language: lang,
        });
        const { page } = b;
        page.setDefaultTimeout(60_000);
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.locator('[data-testid="room-chat"][data-follow="video"]').waitFor();
        const tag = `(${lang} ${width})`;
        await say(`What a save by the keeper! ${tag}`);
        await page.waitForTimeout(8_000);
        await seekBack(page, 30);
        await say(`Goal!!! [::92::] ${tag}`);
        await say(`Unbelievable finish ${tag}`);
        await say(`Replay that one ${tag}`);
        await page.locator('[data-testid="room-chat"][data-held="3"]').waitFor();
        await settle(page);
        await page.getByTestId('room-chat').screenshot({ path: name('chat') });
        await page.screenshot({ path: name('room'), fullPage: width < 800 });

        // The shield: on, from the list's switch; the match opened (its match page) and the booked one are shielded.
        await page.goto(`${server.url}/#/match/match/${match.id}?sportId=${match.sportId}`);
        await page.getByTestId('score-header').waitFor();
        await page.goto(`${server.url}/#/match/${column}?status=live`);
        await page.getByTestId('match-list').getByTestId('match-card').first().waitFor();
        if (!(await page.getByTestId('spoiler-shield').isChecked()))
          await page.getByTestId('spoiler-shield').click();
        await page.getByTestId('match-list').getByTestId('score-reveal').first().waitFor();
        await settle(page);
        await page.screenshot({ path: name('list') });
        await page.goto(`${server.url}/#/match/0`);
        const reveal = page.getByTestId(`home-sport-${column}`).getByTestId('score-reveal').first();
        await reveal.waitFor();
        await settle(page);
        await reveal.scrollIntoViewIfNeeded();
        await page.screenshot({ path: name('home') });
        await b.close();
      }
    }
    await sender.close();
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

void main();
