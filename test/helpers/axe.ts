import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

import { type BrowserSession, openBrowser } from './browser';

/**
 * axe-core in a Playwright page: the WCAG 2.1 A and AA rules, and only what fails at the serious or
 * critical level, in a compact form (rule, impact, short selector, why, the element's HTML, the
 * nearest data-testid, so a finding leads to a component).
 *
 * The site's CSP forbids inline scripts and string eval, and axe needs both (its script is injected
 * inline; its message templates are compiled with `new Function` while it runs): pages are audited
 * in a context opened with bypassCsp (openAxeBrowser). The CSP is no part of what axe checks.
 */

/** The rule tags of WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const FAILING: ImpactValue[] = ['serious', 'critical'];

export interface AxeFinding {
  rule: string;
  impact: 'serious' | 'critical';
  /** What the rule asks, one line (axe's help). */
  help: string;
  /** axe's selector of the element (frames joined by ' >>> '), at most 120 characters. */
  target: string;
  /** Why it fails, axe's failure summary on one line. */
  summary: string;
  /** The element's opening HTML, whitespace collapsed, at most 200 characters. */
  html: string;
  /** data-testid of the element or its nearest ancestor that has one. */
  testId?: string;
  /** The element's own class names. */
  classes: string[];
}

let axeSource: string | undefined;
function source(): string {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export function axeVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('axe-core/package.json') as { version: string }).version;
}

/** openBrowser with the CSP bypassed, so axe can be injected and run. */
export function openAxeBrowser(options: Parameters<typeof openBrowser>[0] = {}): Promise<BrowserSession> {
  return openBrowser({ ...options, bypassCsp: true });
}

/** What the page callback sees of axe and the page (this file is also typed for Node alone: no DOM). */
interface PageElement {
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  classList: Iterable<string>;
}
interface PageRule {
  id: string;
  help: string;
  impact?: ImpactValue;
  nodes: {
    html: string;
    impact?: ImpactValue;
    target: (string | string[])[];
    failureSummary?: string;
    element?: PageElement;
  }[];
}
interface AxeWindow {
  document: unknown;
  axe?: { run(context: unknown, options: RunOptions): Promise<{ violations: PageRule[] }> };
}

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (globalThis as unknown as AxeWindow).axe !== 'undefined');
  if (present) return;
  await page.addScriptTag({ content: source() }).catch((e: unknown) => {
    throw new Error(`axe could not be injected (open the page with openAxeBrowser: the CSP): ${String(e)}`);
  });
}

const oneLine = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Runs axe over the page, or over the elements `include` selects (a panel over the page), and
 * answers the serious and critical failures, one per failing element.
 */
export async function runAxe(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<AxeFinding[]> {
  await injectAxe(page);
  const raw = await page.evaluate(
    async ({ tags, include, exclude, failing }) => {
      const { axe, document } = globalThis as unknown as AxeWindow;
      if (!axe) throw new Error('axe is not loaded');
      const context =
        include || exclude.length > 0
          ? { ...(include ? { include: [include] } : {}), exclude: exclude.map((s) => [s]) }
          : document;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        elementRef: true,
      });
      return result.violations.flatMap((rule) =>
        rule.nodes
          .filter((node) => failing.includes(node.impact ?? rule.impact ?? null))
          .map((node) => {
            const el = node.element ?? null;
            const holder = el?.closest('[data-testid]');
            return {
              rule: rule.id,
              impact: (node.impact ?? rule.impact) as 'serious' | 'critical',
              help: rule.help,
              target: node.target.map((t) => (Array.isArray(t) ? t.join(' ') : t)).join(' >>> '),
              summary: node.failureSummary ?? '',
              html: node.html,
              testId: holder?.getAttribute('data-testid') ?? undefined,
              classes: el ? [...el.classList] : [],
            };
          }),
      );
    },
    { tags: [...AXE_TAGS], include: options.include, exclude: options.exclude ?? [], failing: FAILING },
  );
  return raw.map((f) => ({
    ...f,
    target: oneLine(f.target, 120),
    summary: oneLine(f.summary.replace(/Fix (any|all) of the following:/g, ''), 400),
    html: oneLine(f.html, 200),
    ...(f.testId ? { testId: f.testId } : {}),
  }));
}

/** Findings as lines to read (a test's failure message, a log). */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} ${f.target}${f.testId ? ` (testid ${f.testId})` : ''}\n` +
        `    ${f.summary}\n    ${f.html}`,
    )
    .join('\n');
}

// --- Grouping: what an audit (test/screens/axeAudit.ts) or a CI test reports -------------------

/** One audited view: a route, or a panel over it (axe scoped to the panel). */
export interface Audited {
  role: string;
  lang: string;
  width: number;
  route: string;
  panel?: string;
  findings: AxeFinding[];
}

/** One kind of failing element: same tag, classes, nearest test id (and colours, for contrast). */
export interface ElementGroup {
  signature: string;
  count: number;
  target: string;
  html: string;
  summary: string;
  testId?: string;
  /** Routes (and panels) it fails on. */
  routes: string[];
  /** The roles, languages and widths it was seen with. */
  seenAs: { roles: string[]; langs: string[]; widths: number[] };
  /** Source files likely to make it: components by its test id and classes, stylesheets by its classes. */
  sources: string[];
}

export interface RuleGroup {
  rule: string;
  impact: string;
  help: string;
  count: number;
  routes: Record<string, number>;
  elements: ElementGroup[];
  /** color-contrast: the failing text / background pairs, and where the stylesheets set each colour. */
  colours?: { pair: string; count: number; kinds: number; declared: string[] }[];
}

export interface AxeReport<M> {
  meta: M;
  totals: { findings: number; critical: number; serious: number; views: number };
  byRule: RuleGroup[];
  byRoute: Record<string, Record<string, number>>;
}

const viewName = (a: Audited) => (a.panel ? `${a.route} › ${a.panel}` : a.route);
const colours = (summary: string) =>
  /foreground color: (#\w+), background color: (#\w+)/.exec(summary)?.slice(1).join(' on ') ?? '';

function signatureOf(f: AxeFinding): string {
  const tag = /^<([\w-]+)/.exec(f.html)?.[1] ?? '?';
  const cls = f.classes.length > 0 ? `.${f.classes.join('.')}` : '';
  const where = f.testId ? ` [${f.testId.replace(/-\d+$/, '-N')}]` : '';
  const paint = f.rule === 'color-contrast' ? ` ${colours(f.summary)}` : '';
  return `${tag}${cls}${where}${paint}`;
}

export function groupFindings<M>(audited: readonly Audited[], meta: M): AxeReport<M> {
  const rules = new Map<string, RuleGroup>();
  const elements = new Map<string, ElementGroup>();
  const byRoute: Record<string, Record<string, number>> = {};
  const add = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };
  for (const a of audited) {
    const view = viewName(a);
    byRoute[view] ??= {};
    for (const f of a.findings) {
      let rule = rules.get(f.rule);
      if (!rule) {
        rule = { rule: f.rule, impact: f.impact, help: f.help, count: 0, routes: {}, elements: [] };
        rules.set(f.rule, rule);
      }
      if (f.impact === 'critical') rule.impact = 'critical';
      rule.count += 1;
      rule.routes[view] = (rule.routes[view] ?? 0) + 1;
      (byRoute[view] ??= {})[f.rule] = (byRoute[view][f.rule] ?? 0) + 1;
      const key = `${f.rule} ${signatureOf(f)}`;
      let el = elements.get(key);
      if (!el) {
        el = {
          signature: signatureOf(f),
          count: 0,
          target: f.target,
          html: f.html,
          summary: f.summary,
          ...(f.testId ? { testId: f.testId } : {}),
          routes: [],
          seenAs: { roles: [], langs: [], widths: [] },
          sources: likelySources(f),
        };
        elements.set(key, el);
        rule.elements.push(el);
      }
      el.count += 1;
      add(el.routes, view);
      add(el.seenAs.roles, a.role);
      add(el.seenAs.langs, a.lang);
      add(el.seenAs.widths, a.width);
    }
  }
  const byRule = [...rules.values()].sort((x, y) => y.count - x.count);
  for (const r of byRule) r.elements.sort((x, y) => y.count - x.count);
  const contrast = rules.get('color-contrast');
  if (contrast) contrast.colours = colourPairs(contrast.elements);
  const all = audited.flatMap((a) => a.findings);
  return {
    meta,
    totals: {
      findings: all.length,
      critical: all.filter((f) => f.impact === 'critical').length,
      serious: all.filter((f) => f.impact === 'serious').length,
      views: audited.length,
    },
    byRule,
    byRoute,
  };
}

function colourPairs(elements: readonly ElementGroup[]): NonNullable<RuleGroup['colours']> {
  const pairs = new Map<string, { pair: string; count: number; kinds: number; declared: string[] }>();
  for (const el of elements) {
    const pair = colours(el.summary) || '?';
    const entry = pairs.get(pair) ?? { pair, count: 0, kinds: 0, declared: colourDeclarations(pair) };
    entry.count += el.count;
    entry.kinds += 1;
    pairs.set(pair, entry);
  }
  return [...pairs.values()].sort((x, y) => y.count - x.count);
}

/** The report as text: per rule, its kinds of failing element with their likely files; then per route. */
export function summarize(report: AxeReport<unknown>, elementsPerRule = 30): string {
  const { totals } = report;
  const lines = [
    `${totals.findings} serious or critical findings (critical ${totals.critical}, serious ${totals.serious}) over ${totals.views} views`,
    '',
  ];
  for (const r of report.byRule) {
    lines.push(
      `${r.rule} (${r.impact}): ${r.count} findings, ${r.elements.length} kinds of element, ${Object.keys(r.routes).length} views — ${r.help}`,
    );
    for (const c of r.colours ?? []) {
      lines.push(
        `  colours ${c.pair}: ×${c.count} on ${c.kinds} kinds; set in ${c.declared.join('; ') || '?'}`,
      );
    }
    for (const el of r.elements.slice(0, elementsPerRule)) {
      const routes =
        el.routes.length > 4
          ? `${el.routes.slice(0, 4).join(', ')} +${el.routes.length - 4}`
          : el.routes.join(', ');
      lines.push(
        `  ×${el.count} ${el.signature}`,
        `      ${el.summary}`,
        `      ${el.html}`,
        `      on: ${routes} | ${el.seenAs.roles.join('/')} ${el.seenAs.langs.join('/')} ${el.seenAs.widths.join('/')}`,
        `      files: ${el.sources.join(', ') || '?'}`,
      );
    }
    if (r.elements.length > elementsPerRule)
      lines.push(`  … ${r.elements.length - elementsPerRule} more kinds in the JSON`);
    lines.push('');
  }
  lines.push('By view (route › panel):');
  for (const [view, counts] of Object.entries(report.byRoute).sort()) {
    const parts = Object.entries(counts).sort((x, y) => y[1] - x[1]);
    lines.push(`  ${view}: ${parts.map(([rule, n]) => `${rule} ${n}`).join(', ') || 'clean'}`);
  }
  return `${lines.join('\n')}\n`;
}

// --- Likely sources: where a test id or a class name is written in src/ ----------------------

let sourceIndex: { file: string; text: string }[] | undefined;

function sourceFiles(): { file: string; text: string }[] {
  if (sourceIndex) return sourceIndex;
  const root = path.resolve(import.meta.dirname, '../..');
  sourceIndex = (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .filter((f) => /\.(tsx|ts|css)$/.test(f) && !/\.test\./.test(f))
    .map((f) => ({ file: `src/${f}`, text: fs.readFileSync(path.join(root, 'src', f), 'utf8') }));
  return sourceIndex;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Heuristic: components that write the element's test id (or its prefix, for `x-${id}`) or its
 * specific class names, and stylesheets that style its classes. Classes written in more than six
 * components (btn, tab...) lead to their stylesheet only.
 */
export function likelySources(f: Pick<AxeFinding, 'testId' | 'classes'>): string[] {
  const files = sourceFiles();
  const code = files.filter((s) => !s.file.endsWith('.css'));
  const found: string[] = [];
  const push = (list: string[]) => list.slice(0, 4).forEach((x) => found.includes(x) || found.push(x));
  if (f.testId) {
    const id = f.testId;
    const prefix = id.replace(/\d+$/, '');
    const re = new RegExp(`["'\`]${escape(id)}["'\`]|\`${escape(prefix)}\\$\\{`);
    push(code.filter((s) => re.test(s.text)).map((s) => s.file));
  }
  for (const cls of f.classes) {
    const inCode = new RegExp(`["'\`\\s]${escape(cls)}["'\`\\s]`);
    const users = code.filter((s) => inCode.test(s.text)).map((s) => s.file);
    if (users.length <= 6) push(users);
    const inCss = new RegExp(`\\.${escape(cls)}(?![\\w-])`);
    push(files.filter((s) => s.file.endsWith('.css') && inCss.test(s.text)).map((s) => s.file));
  }
  return found;
}

/** Where the stylesheets of src/ write the colours of a `#aaaaaa on #bbbbbb` pair: custom properties first. */
function colourDeclarations(pair: string): string[] {
  const css = sourceFiles().filter((s) => s.file.endsWith('.css'));
  return pair.split(' on ').flatMap((hex) => {
    const short = /^#(\w)\1(\w)\2(\w)\3$/.exec(hex);
    const forms = [hex, ...(short ? [`#${short[1]}${short[2]}${short[3]}`] : [])].map(escape).join('|');
    const re = new RegExp(`(--[\\w-]+)\\s*:\\s*(?:${forms})(?![\\w])`, 'gi');
    const tokens = css.flatMap((s) => [...s.text.matchAll(re)].map((m) => `${m[1]} (${s.file})`));
    if (tokens.length > 0) return [`${hex}: ${[...new Set(tokens)].join(', ')}`];
    const literal = new RegExp(`(?:${forms})(?![\\w])`, 'i');
    const files = css.filter((s) => literal.test(s.text)).map((s) => s.file);
    return files.length > 0 ? [`${hex}: literal in ${files.slice(0, 4).join(', ')}`] : [];
  });
}
