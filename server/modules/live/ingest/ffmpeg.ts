import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The ffmpeg the embedded ingest remuxes with: FFMPEG_PATH, else the binary the npm package
 * @ffmpeg-installer/ffmpeg ships for this platform, else `ffmpeg` on PATH. Undefined when none runs.
 */
function runs(file: string): boolean {
  try {
    return spawnSync(file, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  } catch {
    return false;
  }
}

function packaged(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return undefined;
  }
}

export function findFfmpeg(configured: string | undefined): string | undefined {
  if (configured) return runs(configured) ? configured : undefined;
  for (const candidate of [packaged(), 'ffmpeg']) if (candidate && runs(candidate)) return candidate;
  return undefined;
}
