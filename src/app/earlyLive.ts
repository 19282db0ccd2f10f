/**
 * The early stream's start, in a small chunk of its own with nothing heavy behind it
 * (scripts/earlyLiveEntry.ts): index.html's inline script (./earlyCallScript.ts) asks for it, with
 * the details call, as the page starts on a visitor's live route; the app's entry imports it too
 * (./earlyLoads.ts), and it runs once. Once the call's answer and the stream's chunk are here, the
 * stream plays before the page renders (./earlyStream.ts), and the app's first render waits for its
 * first frame (./renderGate.ts); the built page evaluates the app's entry only then (./pageStart.ts),
 * which takes the call's answer as its own (one call) and asks for the page's chunks. Any other
 * start does nothing here.
 */
import { preloadHls, usesHlsJs } from '../components/player/hlsModule';
import { startEarlyCall } from './earlyCall';
import { showEarlyTitle } from './earlyTitle';
import type { LiveLoad } from './liveRoute';
import { holdRender, releaseRender } from './renderGate';

export interface EarlyLive {
  load: LiveLoad;
  /** The details call, made with the headers the app's request helper would send. */
  response: Promise<Response>;
  /** Resolves once the stream's first segment is here, or once there is no early stream. */
  segment: Promise<void>;
}

/** The answer's data when the call succeeded (`{ success, code, data }`, §7), else null. */
function dataOf(envelope: unknown): unknown {
  const answer = envelope as { success?: unknown; data?: unknown } | null;
  return answer?.success === true ? (answer.data ?? null) : null;
}

function start(): EarlyLive | null {
  // Made by index.html's inline script (./earlyCallScript.ts); without it (the dev server), here.
  const call = window.tribuneEarlyCall !== undefined ? window.tribuneEarlyCall : startEarlyCall();
  if (!call) return null;
  const { load, response } = call;
  // Read here from a copy, before the app's request helper reads the answer itself.
  const answer = response.then((r) => r.clone().json() as Promise<unknown>);
  // A room's title shows in its first screen as soon as it is known (./earlyTitle.ts).
  answer.then((envelope) => showEarlyTitle(load[0], dataOf(envelope))).catch(() => undefined);
  let segmentHere = () => {};
  const segment = new Promise<void>((resolve) => (segmentHere = resolve));
  // index.html's inline script evaluates the app's entry once this says so (./pageStart.ts).
  const startApp = () => call.startApp?.();
  if (!usesHlsJs()) {
    segmentHere();
    startApp();
    return { load, response, segment };
  }
  holdRender();
  preloadHls();
  void Promise.all([answer, import('./earlyStream')])
    .then(([envelope, early]) => {
      const data = dataOf(envelope);
      return data === null ? undefined : early.startEarlyStream(load[0], data, segmentHere);
    })
    // A failed call or chunk: the page renders and its player (or its error) takes over.
    .catch(() => undefined)
    .finally(() => {
      segmentHere();
      releaseRender();
      startApp();
    });
  return { load, response, segment };
}

function startSafely(): EarlyLive | null {
  try {
    return start();
  } catch {
    // Storage refused (private mode settings): the page loads as it would without this script.
    return null;
  }
}

/** What this script started: null on any start but a visitor's on a live route. */
export const earlyLive: EarlyLive | null = startSafely();
