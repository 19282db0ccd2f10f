import { describe, expect, it } from 'vitest';

import { EARLY_TITLE_SLOT, showEarlyTitle } from './earlyTitle';

/** A page whose first screen may hold the title's slot: what the script wrote, and where it looked. */
function page(hasSlot = true) {
  const slot = { textContent: '' };
  const asked: string[] = [];
  const root = {
    querySelector: (selector: string) => {
      asked.push(selector);
      return hasSlot ? slot : null;
    },
  } as unknown as ParentNode;
  return { root, slot, asked };
}

describe("a room's title in its first screen before the app (app/earlyTitle.ts)", () => {
  it("writes the room's title, as text, into the first screen's slot only", () => {
    const { root, slot, asked } = page();
    showEarlyTitle('anchorDetails', { title: '<b>Derby night</b>', nickname: 'Coach' }, root);
    expect(slot.textContent).toBe('<b>Derby night</b>');
    expect(asked).toEqual([`.page-snapshot [${EARLY_TITLE_SLOT}]`]);
  });

  it("the anchor's name when the room has no title, as the room's header shows it", () => {
    const { root, slot } = page();
    showEarlyTitle('anchorDetails', { title: '', nickname: 'Coach Wang' }, root);
    expect(slot.textContent).toBe('Coach Wang');
  });

  it('nothing for a match, a failed call, an answer without a name, or a page without the slot', () => {
    for (const [kind, data] of [
      ['matchDetails', { title: 'x' }],
      ['anchorDetails', null],
      ['anchorDetails', { title: 7 }],
      ['anchorDetails', 'text'],
    ] as const) {
      const { root, slot } = page();
      showEarlyTitle(kind, data, root);
      expect(slot.textContent).toBe('');
    }
    expect(() => showEarlyTitle('anchorDetails', { title: 'x' }, page(false).root)).not.toThrow();
  });
});
