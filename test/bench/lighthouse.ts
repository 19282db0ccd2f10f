import fs from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';
import { webData } from '../helpers/webCall';
import { bench } from './load';
import { HOME_LIST_BODY } from './reactBaseline/reactBaseline';
import { buildClient, CLIENT_DIR } from './web';

/**
 * Lighthouse 12 (its default mobile profile: a mid-range phone, simulated slow 4G and a 4x slower
 * CPU) on the production build served by the real server, in Debian's Chromium with a fresh profile
 * per page: the home page (/match/0), a live match page and a live anchor room, each found in the
 * demo data through the public API, each audited RUNS times. Per page `web.lighthouse.<page>.score`
 * (performance, 0-100), `.lcp_ms`, `.tbt_ms` of its median run, then `web.lighthouse_mobile`, the
 * lowest score; each run's score, and the biggest opportunities and diagnostics of the median run,
 * follow as `LIGHTHOUSE <page> ...` lines (not figures: what to work on). Bounded: each run in
 * PAGE_TIMEOUT_MS, the page's own load in MAX_LOAD_MS (a playing stream never leaves the network
 * quiet). LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there; LIGHTHOUSE_PAGES=home,anchor_room
 * audits only those.
 */
const PAGE_TIMEOUT_MS = 150_000;
const MAX_LOAD_MS = 30_000;
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--lang=en-US'];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number };
  metricSavings?: Record<string, number>;
}

/** The pages: home, a match the demo plays live now, a room whose demo anchor is live. */
async function pages(origin: string): Promise<Record<string, string>> {
  const live = await webData<{ list: { id: number }[] }>(origin, '/web_race/match_list', {
    ...HOME_LIST_BODY,
    status: 'live',
  });
  const match = live.list[0];
  if (!match) throw new Error('no demo match is live');
  const rooms = await webData<{ uid: string; live: boolean }[]>(origin, '/web_anchor/recommend_anchor', {});
  const room = rooms.find((r) => r.live);
  if (!room) throw new Error('no demo anchor is live');
  return {
    home: `${origin}/#/match/0`,
    live_match: `${origin}/#/match/live/${match.id}`,
    anchor_room: `${origin}/#/anchor/room/${room.uid}`,
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What to work on: opportunities by time saved, then failed diagnostics (largest number first). */
function advice(audits: Record<string, Audit>): string[] {
  const all = Object.values(audits);
  const opportunities = all
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 5)
    .map((a) => `opportunity ${a.id} ${Math.round(a.details?.overallSavingsMs ?? 0)} ms: ${a.title}`);
  const insights = all
    .filter((a) => a.id.endsWith('-insight') && a.score !== null && a.score < 0.9)
    .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0))
    .slice(0, 5)
    .map(
      (a) =>
        `insight ${a.id} (LCP -${Math.round(a.metricSavings?.LCP ?? 0)} ms): ${a.displayValue ?? a.title}`,
    );
  const diagnostics = [
    'largest-contentful-paint-element',
    'mainthread-work-breakdown',
    'bootup-time',
    'total-byte-weight',
    'dom-size',
    'critical-request-chains',
    'server-response-time',
  ]
    .map((id) => audits[id])
    .filter((a): a is Audit => a !== undefined)
    .map((a) => `diagnostic ${a.id}: ${a.displayValue ?? (a.score === 1 ? 'passed' : '')}`);
  return [...opportunities, ...insights, ...diagnostics];
}

/**
 * Lighthouse's own error for a trace it could not read the navigation's start from, with its advice
 * to run again. Seen on the live match page in 3 of ~40 runs after the early stream started playing
 * before the app rendered (2026-11-27), in none of 6 before; 18 runs in a row set to keep the
 * failing run's trace all passed, so the cause is not known yet. One more run, said so.
 */
const RERUN_ERRORS = new Set(['NO_NAVSTART']);

interface PageRun {
  score: number;
  lcp: number;
  tbt: number;
  /** Its warnings and what to work on (the advice lines). */
  notes: string[];
}

/**
 * Lighthouse runs of each page: its figures are those of the run with the median score, as
 * Lighthouse's own guidance on variability advises (the total blocking time of one page moved
 * 150–500 ms between single runs of the same build here). LIGHTHOUSE_RUNS=1 for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** One Lighthouse run of `url` in its own Chromium (a second one after a RERUN_ERRORS failure). */
async function audit(name: string, url: string, rerun = true): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        maxWaitForLoad: MAX_LOAD_MS,
        // The full-page screenshot serves the HTML report's viewer only (~1.3 s of each run here).
        disableFullPageScreenshot: true,
      }),
      PAGE_TIMEOUT_MS,
      `lighthouse ${name}`,
    );
    if (!result) throw new Error(`lighthouse ${name}: no result`);
    const { lhr } = result;
    const dir = process.env.LIGHTHOUSE_REPORTS;
    if (lhr.runtimeError && rerun && RERUN_ERRORS.has(lhr.runtimeError.code)) {
      console.log(`LIGHTHOUSE ${name} run again: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
      if (dir) {
        fs.mkdirSync(dir, { recursive: true });
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        fs.writeFileSync(path.join(dir, `${name}-${Date.now()}-failed-trace.json`), JSON.stringify(trace));
      }
      return await audit(name, url, false);
    }
    if (lhr.runtimeError) throw new Error(`lighthouse ${name}: ${lhr.runtimeError.message}`);
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const audits = lhr.audits as Record<string, Audit>;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
      notes: [...lhr.runWarnings.map((warning) => `warning: ${warning}`), ...advice(audits)],
    };
  } finally {
    chrome.kill();
  }
}

export async function benchLighthouse(options: { build?: boolean } = {}): Promise<void> {
  if (options.build ?? true) buildClient();
  const server = await startE2eServer({ CLIENT_DIR });
  try {
    const scores: number[] = [];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const [name, url] of Object.entries(await pages(server.url))) {
      if (only && !only.includes(name)) continue;
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(name, url));
      const byScore = [...runs].sort((a, b) => a.score - b.score);
      const median = byScore[Math.floor(byScore.length / 2)];
      if (!median) throw new Error(`lighthouse ${name}: no run`);
      const { score, lcp, tbt, notes } = median;
      if (runs.length > 1)
        console.log(
          `LIGHTHOUSE ${name} runs: ${runs.map((r) => `${r.score} (TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms)`).join(', ')}`,
        );
      for (const line of notes) console.log(`LIGHTHOUSE ${name} ${line}`);
      bench(`web.lighthouse.${name}.score`, score, 'points');
      bench(`web.lighthouse.${name}.lcp_ms`, lcp, 'ms');
      bench(`web.lighthouse.${name}.tbt_ms`, tbt, 'ms');
      scores.push(score);
    }
    bench('web.lighthouse_mobile', Math.min(...scores), 'points');
  } finally {
    await server.stop();
  }
}

// BENCH_BUILD=0: audit the build already in CLIENT_DIR.
if (import.meta.url === `file://${process.argv[1]}`)
  await benchLighthouse({ build: process.env.BENCH_BUILD !== '0' });
