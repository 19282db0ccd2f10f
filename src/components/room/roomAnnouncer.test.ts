import { describe, expect, it } from 'vitest';

import type { RoomMessage } from '../../../protocol/room';
import { i18n } from '../../i18n/i18n';
import { ANNOUNCE_EVERY_MS, RoomAnnouncer } from './roomAnnouncer';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

let seq = 0;
function line(
  nickname: string,
  content: RoomMessage['content'],
  kind: RoomMessage['kind'] = 'chat',
): RoomMessage {
  seq += 1;
  return {
    msgID: `${nickname}.${seq}`,
    kind,
    sendID: nickname,
    nickname,
    faceURL: null,
    role: 'viewer',
    contentType: 101,
    content,
    sendTime: seq,
  };
}

describe('the room chat announcer', () => {
  it('announces a line at once when the room was quiet', () => {
    const a = new RoomAnnouncer();
    a.add([line('Lily', { text: 'Great pass!' })], 'me');
    expect(a.wait(10_000)).toBe(0);
    expect(a.take(10_000)).toBe('Lily: Great pass!');
    expect(a.wait(10_001)).toBeNull();
  });

  it('gathers the lines of a busy room into one sentence per ANNOUNCE_EVERY_MS: how many, and the newest', () => {
    const a = new RoomAnnouncer();
    a.add([line('Lily', { text: 'one' })], 'me');
    a.take(0);
    a.add([line('Ken', { text: 'two' }), line('Ana', { index: 0 })], 'me');
    a.add([line('Bo', { giftId: 1, icon: '🌹', count: 3, coins: 3, anchorID: '7' })], 'me');
    expect(a.wait(1000)).toBe(ANNOUNCE_EVERY_MS - 1000);
    expect(a.take(ANNOUNCE_EVERY_MS)).toBe('3 new messages. Bo sent 🌹 × 3');
  });

  it('says nothing of entries nor of my own lines', () => {
    const a = new RoomAnnouncer();
    a.add([line('Lily', {}, 'enter'), line('me', { text: 'hi' })], 'me');
    expect(a.wait(0)).toBeNull();
    expect(a.take(0)).toBeNull();
  });
});
