import { type ChildProcess, spawn } from 'node:child_process';

import { findFfmpeg } from '../../server/modules/live/ingest/ffmpeg';

/**
 * An encoder for the tests: ffmpeg publishing a generated test pattern with sound (lavfi testsrc +
 * sine, H.264 + AAC, one keyframe a second) over RTMP, as OBS would. `exited` resolves with ffmpeg's
 * exit code (non-zero when the server refused or cut the publish).
 */
export interface Publisher {
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
  stderr(): string;
}

export function testFfmpeg(): string {
  const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH);
  if (!ffmpeg)
    throw new Error('no ffmpeg: install @ffmpeg-installer/ffmpeg (npm install) or set FFMPEG_PATH');
  return ffmpeg;
}

/** The encoder settings OBS is told to use in the tutorial, in ffmpeg's words. */
export const X264 = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'zerolatency',
  '-pix_fmt',
  'yuv420p',
];
/** One keyframe a second at 30 fps. */
export const GOP_1S = ['-g', '30'];
export const AAC = ['-c:a', 'aac', '-b:a', '64k'];
/** A 440 Hz tone, read at the rate it plays. */
export const SINE = ['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];

export function publishTestPattern(
  url: string,
  options: { size?: string; bitrate?: string } = {},
): Publisher {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${options.size ?? '640x360'}:rate=30`,
    ...SINE,
    ...X264,
    ...GOP_1S,
    '-b:v',
    options.bitrate ?? '800k',
    ...AAC,
    '-f',
    'flv',
    url,
  ];
  const child = spawn(testFfmpeg(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** POST a /web call with a token, as the page does. */
export async function until(what: string, test: () => Promise<boolean>, deadlineMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await test()) return Date.now() - start;
    if (Date.now() - start > deadlineMs)
      throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
