import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One stream's remux: FLV in on stdin, HLS out (no transcoding: `-c copy`), short segments cut at the
 * encoder's keyframes, PROGRAM-DATE-TIME on every segment (the wall clock of the frames), a sliding
 * window of six segments written atomically (temp_file) so the server never serves half a playlist.
 */
export interface RemuxOptions {
  ffmpeg: string;
  dir: string;
  segmentS: number;
  /** The playlist has its first segment: viewers can play. */
  onPlayable: () => void;
  /** ffmpeg ended (the input ended, or it failed: `error` says why). */
  onExit: (error: string | undefined) => void;
}

export const PLAYLIST = 'index.m3u8';
export const SEGMENT_PATTERN = /^seg\d{1,9}\.ts$/;

export function remuxArgs(dir: string, segmentS: number): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-probesize',
    '65536',
    '-analyzeduration',
    '1000000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(segmentS),
    '-hls_list_size',
    '6',
    '-hls_flags',
    'delete_segments+program_date_time+independent_segments+temp_file',
    '-hls_segment_filename',
    path.join(dir, 'seg%d.ts'),
    path.join(dir, PLAYLIST),
  ];
}

export class Remuxer {
  private readonly child: ChildProcess;
  private readonly poll: NodeJS.Timeout;
  private stderr = '';
  private ended = false;

  constructor(private readonly options: RemuxOptions) {
    fs.mkdirSync(options.dir, { recursive: true });
    this.child = spawn(options.ffmpeg, remuxArgs(options.dir, options.segmentS), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
    // A write after ffmpeg quit must not throw: the exit handler reports it.
    this.child.stdin?.on('error', () => undefined);
    this.child.on('error', (error) => this.finish(error.message));
    this.child.on('exit', (code, signal) =>
      this.finish(
        code === 0 || signal === 'SIGTERM' ? undefined : this.stderr.trim() || `exit ${code ?? signal}`,
      ),
    );
    const playlist = path.join(options.dir, PLAYLIST);
    this.poll = setInterval(() => {
      if (!fs.existsSync(playlist)) return;
      clearInterval(this.poll);
      options.onPlayable();
    }, 100);
  }

  /** Bytes of FLV; false when ffmpeg's input buffer is full (the caller may drop or wait). */
  write(chunk: Buffer): boolean {
    if (this.ended || !this.child.stdin?.writable) return false;
    return this.child.stdin.write(chunk);
  }

  /** Bytes waiting for ffmpeg to read them. */
  queued(): number {
    return this.child.stdin?.writableLength ?? 0;
  }

  /** Ends the input: ffmpeg writes the last segment and exits; killed if it lingers. */
  stop(): void {
    if (this.ended) return;
    this.child.stdin?.end();
    setTimeout(() => this.child.kill('SIGKILL'), 5_000).unref();
  }

  private finish(error: string | undefined): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.poll);
    this.options.onExit(error);
    removeLater(this.options.dir);
  }
}

/** The HLS folder of an ended stream is kept a minute for viewers still on its last segments. */
function removeLater(dir: string, afterMs = 60_000): void {
  setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), afterMs).unref();
}
