import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const instances: FakeHls[] = [];

type Handler = (event: string, data: { fatal: boolean }) => void;

class FakeHls {
  static Events = { ERROR: 'hlsError', FRAG_LOADED: 'hlsFragLoaded' };
  static isSupported = () => true;
  handlers = new Map<string, Handler>();
  media: FakeVideo | null = null;
  constructor(public config: Record<string, unknown>) {
    instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  once(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  loadSource(src: string) {
    calls.push(`loadSource ${src}`);
  }
  attachMedia(media: FakeVideo) {
    calls.push('attachMedia');
    this.media = media;
  }
  destroy() {
    calls.push('destroy');
  }
}

/** Just what earlyHls and playerVideo touch of the DOM. */
class FakeElement {
  className = '';
  dataset: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  append(child: FakeElement) {
    child.remove();
    child.parent = this;
    this.children.push(child);
  }
  after(sibling: FakeElement) {
    sibling.parent = this.parent;
    body.push(sibling);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    const i = body.indexOf(this);
    if (i >= 0) body.splice(i, 1);
    this.parent = null;
  }
  contains(other: FakeElement | null): boolean {
    for (let e = other; e; e = e.parent) if (e === this) return true;
    return false;
  }
}

class FakeVideo extends FakeElement {
  playsInline = false;
  crossOrigin = '';
  muted = false;
  currentTime = 0;
  readyState = 0;
  frameCallbacks: (() => void)[] = [];
  play() {
    calls.push('play');
    return Promise.resolve();
  }
  requestVideoFrameCallback(callback: () => void) {
    this.frameCallbacks.push(callback);
  }
  /** The first frame is on screen: the callbacks asked for it run. */
  showFrame() {
    this.currentTime = 0.04;
    this.readyState = 4;
    const waiting = this.frameCallbacks.splice(0);
    waiting.forEach((callback) => callback());
  }
}

let body: FakeElement[] = [];
const root = new FakeElement();

vi.mock('hls.js', () => ({ default: FakeHls }));

const SRC = '/live/football/index.m3u8';

beforeEach(() => {
  calls.length = 0;
  instances.length = 0;
  body = [root];
  vi.stubGlobal('window', { MediaSource: class {} });
  vi.stubGlobal('performance', { mark: vi.fn() });
  vi.stubGlobal('document', {
    createElement: (tag: string) => (tag === 'video' ? new FakeVideo() : new FakeElement()),
    getElementById: (id: string) => (id === 'root' ? root : null),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Lets the early start reach its wait for the first frame. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a stream started before its player', () => {
  it("plays at once in the player's kind of <video>, shown after #root, until its first frame", async () => {
    const { startEarlyHls, peekEarlyVideo } = await import('./earlyHls');
    let started = false;
    const start = startEarlyHls(SRC).then(() => {
      started = true;
    });
    await settle();
    expect(calls).toEqual([`loadSource ${SRC}`, 'attachMedia', 'play']);
    expect(instances[0]!.config).toMatchObject({ startFragPrefetch: true });
    const video = peekEarlyVideo(SRC) as unknown as FakeVideo;
    expect(video).toBeInstanceOf(FakeVideo);
    expect(video).toMatchObject({ className: 'player-video', playsInline: true, crossOrigin: 'anonymous' });
    expect(instances[0]!.media).toBe(video);
    expect(body).toHaveLength(2);
    expect(body[1]!.className).toContain('early-player early-player-match');
    expect(body[1]!.contains(video)).toBe(true);
    expect(started).toBe(false);
    video.showFrame();
    await start;
    expect(started).toBe(true);
  });

  it("is placed where its page's player will be: a room's lower, under the anchor's card", async () => {
    const { startEarlyHls } = await import('./earlyHls');
    void startEarlyHls(SRC, undefined, 'room');
    await settle();
    expect(body[1]!.className).toContain('early-player-room');
  });

  it('is handed over once, with its element, to the player of its URL: its box goes, the element stays', async () => {
    const { startEarlyHls, peekEarlyVideo, takeEarlyHls } = await import('./earlyHls');
    void startEarlyHls(SRC);
    await settle();
    const video = peekEarlyVideo(SRC)!;
    expect(peekEarlyVideo('/live/other/index.m3u8')).toBeNull();
    expect(takeEarlyHls(SRC, video)).toBe(instances[0]);
    expect(body).toEqual([root]);
    expect(takeEarlyHls(SRC, video)).toBeNull();
    expect(calls).not.toContain('destroy');
  });

  it('is destroyed, its box and element gone, when the player plays another element or URL', async () => {
    const { startEarlyHls, takeEarlyHls } = await import('./earlyHls');
    void startEarlyHls(SRC);
    await settle();
    expect(takeEarlyHls(SRC, new FakeVideo() as unknown as HTMLVideoElement)).toBeNull();
    expect(calls.at(-1)).toBe('destroy');
    expect(body).toEqual([root]);
  });

  it('when it fails: the wait ends, nothing is handed over and it is destroyed', async () => {
    const { startEarlyHls, peekEarlyVideo, takeEarlyHls } = await import('./earlyHls');
    const start = startEarlyHls(SRC);
    await settle();
    const video = peekEarlyVideo(SRC)!;
    instances[0]!.handlers.get('hlsError')!('hlsError', { fatal: true });
    await start;
    expect(peekEarlyVideo(SRC)).toBeNull();
    expect(takeEarlyHls(SRC, video)).toBeNull();
    expect(calls.at(-1)).toBe('destroy');
  });

  it('says when its first segment is here (the page may load its own parts then)', async () => {
    const { startEarlyHls } = await import('./earlyHls');
    const segment = vi.fn();
    void startEarlyHls(SRC, segment);
    await settle();
    expect(segment).not.toHaveBeenCalled();
    instances[0]!.handlers.get('hlsFragLoaded')!('hlsFragLoaded', { fatal: false });
    expect(segment).toHaveBeenCalledOnce();
  });

  it('starts nothing once a player has asked (it would never be taken), nor without MediaSource', async () => {
    const { startEarlyHls, takeEarlyHls } = await import('./earlyHls');
    expect(takeEarlyHls(SRC, new FakeVideo() as unknown as HTMLVideoElement)).toBeNull();
    await startEarlyHls(SRC);
    expect(instances).toHaveLength(0);
    vi.resetModules();
    vi.stubGlobal('window', {});
    const fresh = await import('./earlyHls');
    await fresh.startEarlyHls(SRC);
    expect(instances).toHaveLength(0);
    expect(body).toEqual([root]);
  });

  it('is destroyed, with its element, when no player takes it in time', async () => {
    vi.useFakeTimers();
    const { startEarlyHls, peekEarlyVideo, UNCLAIMED_MS } = await import('./earlyHls');
    void startEarlyHls(SRC);
    await vi.advanceTimersByTimeAsync(0);
    expect(body).toHaveLength(2);
    vi.advanceTimersByTime(UNCLAIMED_MS);
    expect(calls.at(-1)).toBe('destroy');
    expect(peekEarlyVideo(SRC)).toBeNull();
    expect(body).toEqual([root]);
  });
});
