import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { MAX_PAGE_SCREENS, SNAPSHOT_SCREEN_CLASS_PREFIX } from './pageSnapshotGate';

describe("the gate's classes and the stylesheet", () => {
  it('src/styles/pwa.css shows each screen a page may carry by the class the gate adds', () => {
    const css = fs.readFileSync(new URL('../src/styles/pwa.css', import.meta.url), 'utf8');
    for (let n = 0; n < MAX_PAGE_SCREENS; n++)
      expect(css).toContain(`.${SNAPSHOT_SCREEN_CLASS_PREFIX}${n} .page-snapshot[data-screen='${n}']`);
    expect(css).not.toContain(`.page-snapshot[data-screen='${MAX_PAGE_SCREENS}']`);
  });
});
