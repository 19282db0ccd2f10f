import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';

/**
 * The arguments every screenshot script takes: `[lang,lang] [width,width] [outDir]` (en,zh;
 * 390,1440; screenshots/), the output folder created.
 */
export function screenArgs(): { langs: string[]; widths: number[]; out: string } {
  const langs = (process.argv[2] ?? 'en,zh').split(',');
  const widths = (process.argv[3] ?? '390,1440').split(',').map(Number);
  const out = path.resolve(process.argv[4] ?? 'screenshots');
  fs.mkdirSync(out, { recursive: true });
  return { langs, widths, out };
}

/** Waits for the page's loading blocks to go, then a moment for fonts and transitions. */
export async function settle(page: Page, pauseMs = 700): Promise<void> {
  await page
    .getByTestId('loading')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(pauseMs);
}
