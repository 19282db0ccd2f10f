import { describe, expect, it } from 'vitest';

import type { RoomMessage } from '../../protocol/room';
import {
  chatFollow,
  chatModeFor,
  defaultChatMode,
  nextRelease,
  parseChatModeChoice,
  releaseMark,
  showsAll,
  syncedLines,
  withChatMode,
} from './roomSync';

const ME = '7';
const line = (id: string, sendTime: number, sendID = '3'): RoomMessage => ({
  msgID: `${sendID}.${id}`,
  kind: 'chat',
  sendID,
  nickname: `n${sendID}`,
  faceURL: null,
  role: 'viewer',
  contentType: 101,
  content: { text: id },
  sendTime,
});
const ids = (list: readonly RoomMessage[]) =>
  list.map((m) => m.content).map((c) => ('text' in c ? c.text : ''));

/** A room with lines at 1000, 2000 (mine), 3000 and 4000. */
const room = [line('a', 1000), line('mine', 2000, ME), line('b', 3000), line('c', 4000)];

describe('roomSync.chatMode', () => {
  it('defaults to live for anchors, assistants, room admins and platform admins, to sync for viewers and guests', () => {
    expect(['platform', 'anchor', 'assistant', 'admin'].map((r) => defaultChatMode(r as 'admin'))).toEqual([
      'live',
      'live',
      'live',
      'live',
    ]);
    expect(defaultChatMode('viewer')).toBe('sync');
    expect(defaultChatMode('guest')).toBe('sync');
  });

  it('remembers a choice per kind of seat: a moderator choosing sync stays in sync as a moderator only', () => {
    const choice = withChatMode({}, 'anchor', 'sync');
    expect(chatModeFor('admin', choice)).toBe('sync');
    expect(chatModeFor('viewer', choice)).toBe('sync');
    const both = withChatMode(choice, 'viewer', 'live');
    expect(chatModeFor('anchor', both)).toBe('sync');
    expect(chatModeFor('guest', both)).toBe('live');
  });

  it('reads a stored choice back and takes anything unreadable for no choice', () => {
    expect(parseChatModeChoice(JSON.stringify({ viewer: 'live', moderator: 'sync' }))).toEqual({
      viewer: 'live',
      moderator: 'sync',
    });
    expect(parseChatModeChoice(JSON.stringify({ viewer: 'later', moderator: 3 }))).toEqual({});
    expect(parseChatModeChoice('{not json')).toEqual({});
    expect(parseChatModeChoice('null')).toEqual({});
    expect(parseChatModeChoice(null)).toEqual({});
  });
});

describe('roomSync.chatFollow', () => {
  it('follows the video only with a dated clock; waits while the player loads; live without time or video', () => {
    expect(chatFollow('sync', 'dated')).toBe('video');
    expect(chatFollow('sync', 'pending')).toBe('waiting');
    expect(chatFollow('sync', 'undated')).toBe('undated');
    expect(chatFollow('sync', 'none')).toBe('noVideo');
    for (const status of ['dated', 'pending', 'undated', 'none'] as const)
      expect(chatFollow('live', status)).toBe('live');
    expect(['live', 'undated', 'noVideo'].every((f) => showsAll(f as 'live'))).toBe(true);
    expect(showsAll('video') || showsAll('waiting')).toBe(false);
  });
});

describe('roomSync.syncedLines', () => {
  it('shows a line once the video reaches its send time, and mine at once', () => {
    const at = releaseMark(-Infinity, 'video', 2999, room);
    const { shown, held } = syncedLines(room, 'video', at, ME);
    expect(ids(shown)).toEqual(['a', 'mine']);
    expect(ids(held)).toEqual(['b', 'c']);
    // Exactly at the send time it shows (programme time >= sendTime).
    expect(ids(syncedLines(room, 'video', releaseMark(at, 'video', 3000, room), ME).shown)).toEqual([
      'a',
      'mine',
      'b',
    ]);
  });

  it('holds everything but mine while the player loads, and shows all live, without time, or without video', () => {
    expect(
      ids(syncedLines(room, 'waiting', releaseMark(-Infinity, 'waiting', null, room), ME).shown),
    ).toEqual(['mine']);
    for (const follow of ['live', 'undated', 'noVideo'] as const) {
      const { shown, held } = syncedLines(room, follow, -Infinity, ME);
      expect(ids(shown)).toEqual(['a', 'mine', 'b', 'c']);
      expect(held).toEqual([]);
    }
  });

  it('keeps the lines already shown when the viewer seeks back (the mark never moves back)', () => {
    const at = releaseMark(-Infinity, 'video', 3500, room);
    const back = releaseMark(at, 'video', 500, room);
    expect(back).toBe(3500);
    expect(ids(syncedLines(room, 'video', back, ME).shown)).toEqual(['a', 'mine', 'b']);
    // The next line still comes when the video reaches it again, not before.
    expect(nextRelease(syncedLines(room, 'video', back, ME).held, Math.max(500, back))).toBe(4000);
  });

  it('keeps what was read live after switching back to sync; later lines wait for the video', () => {
    const live = releaseMark(-Infinity, 'live', null, room);
    expect(live).toBe(4000);
    const later = [...room, line('d', 5000)];
    const { shown, held } = syncedLines(later, 'video', releaseMark(live, 'video', 1000, later), ME);
    expect(ids(shown)).toEqual(['a', 'mine', 'b', 'c']);
    expect(ids(held)).toEqual(['d']);
  });

  it('does not release while waiting for the player', () => {
    expect(releaseMark(1500, 'waiting', 9999, room)).toBe(1500);
    expect(releaseMark(1500, 'video', null, room)).toBe(1500);
  });
});

describe('roomSync.nextRelease', () => {
  it('names the earliest held send time after t, or null when nothing waits', () => {
    const held = [line('x', 4000), line('y', 3000), line('z', 3000)];
    expect(nextRelease(held, 1000)).toBe(3000);
    expect(nextRelease(held, 3000)).toBe(4000);
    expect(nextRelease(held, 4000)).toBeNull();
    expect(nextRelease([], 0)).toBeNull();
  });
});
