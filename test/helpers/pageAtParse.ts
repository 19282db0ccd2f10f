import type { Page } from 'playwright-core';

/**
 * What the page held when its parser finished and its stylesheet had loaded, before any of its
 * scripts ran (readyState "interactive").
 */
export interface AtParse {
  /** How many screens the page holds (one per route: protocol/firstScreen.ts). */
  screens: number;
  /** The label of the screen's loading status (a live page's first screen), else null. */
  status: string | null;
  snapshot: boolean;
  shown: boolean;
  gate: boolean;
  cards: number;
  testIds: number;
  inlineStyles: number;
  /** Pictures with a file other than the shell's logo. */
  pictureFiles: number;
  /** The values its select stand-ins show (protocol/firstScreen.ts: the language menu's). */
  selected: string[];
  /** Its `<select>`s: none (each would have the page laid out before its stylesheet came). */
  selects: number;
  /** The box of its first select stand-in on the page ([x, y, width, height]), else null. */
  standInBox: number[] | null;
  /** Its text fields (text inputs, textareas): none, for the same reason as `selects`. */
  fields: number;
  /** The texts its text fields' stand-ins show (the search field's placeholder). */
  fieldTexts: string[];
  /** The box of its first text field's stand-in ([x, y, width, height]), else null. */
  fieldStandInBox: number[] | null;
  scripts: number;
  inert: boolean;
  lang: string;
  /** The avatars' widths and font sizes (a size set inline would be lost in the snapshot). */
  avatars: string[];
  /** The texts of its section headings. */
  headings: string[];
}

/**
 * Page code as text (this file is typed for Node), for addInitScript: records AtParse as
 * `window.__atParse`, and the CSP's violations.
 */
export const WATCH = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const record = () => {
      // The screen shown, if any; else the first (a page may carry one per route: protocol/firstScreen.ts).
      const all = [...document.querySelectorAll('.page-snapshot')];
      const s = all.find((e) => getComputedStyle(e).display !== 'none') ?? all[0];
      window.__atParse = {
        screens: all.length,
        status: s ? s.querySelector('[role="status"][aria-label]')?.getAttribute('aria-label') ?? null : null,
        snapshot: !!s,
        shown: !!s && getComputedStyle(s).display !== 'none' && s.getBoundingClientRect().height > 0,
        gate: document.documentElement.classList.contains('snapshot-shown'),
        cards: s ? s.querySelectorAll('.match-card').length : 0,
        testIds: s ? s.querySelectorAll('[data-testid]').length : 0,
        inlineStyles: s ? s.querySelectorAll('[style]').length : 0,
        pictureFiles: s ? s.querySelectorAll('img[srcset], img[src]:not([src="/favicon.svg"])').length : 0,
        selected: s ? [...s.querySelectorAll('.select-stand-in')].map((o) => o.dataset.value) : [],
        selects: document.querySelectorAll('#root select').length,
        standInBox: (() => {
          const box = s?.querySelector('.select-stand-in')?.getBoundingClientRect();
          return box ? [box.x, box.y, box.width, box.height].map(Math.round) : null;
        })(),
        fields: document.querySelectorAll('#root textarea, #root input:not([type="checkbox"], [type="radio"], [type="hidden"])').length,
        fieldTexts: s ? [...s.querySelectorAll('.input-stand-in')].map((f) => f.textContent) : [],
        fieldStandInBox: (() => {
          const box = s?.querySelector('.input-stand-in')?.getBoundingClientRect();
          return box ? [box.x, box.y, box.width, box.height].map(Math.round) : null;
        })(),
        scripts: s ? s.querySelectorAll('script').length : 0,
        inert: !!s && s.inert,
        lang: document.documentElement.lang,
        headings: s ? [...s.querySelectorAll('h2')].map((h) => h.textContent) : [],
        avatars: s ? [...s.querySelectorAll('.avatar')].map((a) => getComputedStyle(a).width + ' ' + getComputedStyle(a).fontSize) : [],
      };
    };
    // Whether it shows is the stylesheet's to say: the page paints nothing before it has loaded, and
    // its scripts run only after that too.
    const css = document.querySelector('link[rel="stylesheet"]');
    if (!css || css.sheet) record();
    else css.addEventListener('load', record, { once: true });
  });
`;

export const atParse = (page: Page) => page.evaluate<AtParse>('window.__atParse');
export const violations = (page: Page) => page.evaluate<string[]>('window.__violations');
