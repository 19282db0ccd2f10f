import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { Jimp } from 'jimp';

import { apiLogin, openMember, sendText } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { startNetProxy } from '../helpers/netProxy';
import { screenArgs } from './screenArgs';

/**
 * `npx tsx test/screens/chatScreens.ts [lang,lang] [width,width]`: screenshots of the chat
 * conversation states (upload in progress, picture, card, merged history, message menu, selection,
 * forward dialog) into screenshots/ for looking at. Needs a built client (`npx vite build`).
 */
const { langs, widths, out } = screenArgs();

async function picture(width: number, height: number): Promise<Buffer> {
  const image = new Jimp({ width, height });
  const noise = randomBytes(width * height * 4);
  image.bitmap.data.forEach((_, i) => {
    image.bitmap.data[i] = (i + 1) % 4 === 0 ? 255 : (noise[i]! >> 2) + (i % 4 === 2 ? 150 : 40);
  });
  return image.getBuffer('image/png');
}

async function main(): Promise<void> {
  const server = await startE2eServer();
  const proxy = await startNetProxy(server.url);
  try {
    for (const lang of langs) {
      for (const width of widths) {
        const { token } = await apiLogin(server.url, 'viewer01');
        await fetch(`${server.url}/web/web_user/set_language`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ languageType: lang }),
        });
        const m = await openMember(proxy.url, 'viewer01', '/chat/address-book', { width, language: lang });
        const { page } = m;
        const shot = async (name: string) => {
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(out, `chat-${name}-${lang}-${width}.png`) });
        };
        try {
          await page.getByTestId('friend-open').first().click();
          await page.getByTestId('chat-input').waitFor();
          await sendText(page, `Goal! ${lang} ${width} [::3::]`);
          proxy.setUploadRate(96 * 1024);
          await page
            .getByTestId('attach-media-input')
            .setInputFiles({ name: 'stadium.png', mimeType: 'image/png', buffer: await picture(900, 600) });
          await page.getByTestId('chat-upload-progress').waitFor({ timeout: 20_000 });
          await shot('uploading');
          await page.getByTestId('chat-upload').waitFor({ state: 'detached', timeout: 60_000 });
          proxy.setUploadRate(null);
          await page.getByTestId('attach-card').click();
          await page.getByTestId('card-picker').getByTestId('pick-send').first().click();
          await page.getByTestId('card-bubble').last().waitFor();
          const last = page.locator('[data-testid="chat-message"][data-status="succeeded"]').last();
          await last.click({ button: 'right' });
          await shot('menu');
          await page.getByTestId('message-menu').locator('[data-action="select"]').click();
          await page.locator('.chat-select').nth(0).check();
          await shot('selecting');
          await page.getByTestId('forward-merged').click();
          await page.getByTestId('forward-dialog').getByTestId('pick-row').first().locator('input').check();
          await shot('forward');
          await page.getByTestId('forward-send').click();
          await page.getByTestId('merged-bubble').last().waitFor();
          await page.getByTestId('merged-bubble').last().click();
          await shot('merged');
          await page.keyboard.press('Escape');
          await page.getByTestId('card-bubble').last().click();
          await shot('card');
          await page.keyboard.press('Escape');
          await shot('conversation');
        } finally {
          await m.close();
        }
      }
    }
  } finally {
    await proxy.close();
    await server.stop();
  }
}

await main();
