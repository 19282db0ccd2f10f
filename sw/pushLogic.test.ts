import { describe, expect, it } from 'vitest';

import type { PushMessage } from '../protocol/push';
import {
  clickTarget,
  HOME_URL,
  parsePush,
  pickWindow,
  popupOf,
  readNotificationData,
  tagOf,
} from './pushLogic';

const base = { id: 'p1', title: 'Title', body: 'Body', sentAt: 1_700_000_000_000 };
const chat = {
  GroupId: '',
  GroupName: '',
  SenderName: 'Ann',
  MessageType: 101,
  ImageURL: 'https://img.example.com/ann.png',
  SendID: '7',
  ConversationID: 'si_7_9',
  ClientMsgID: 'c1',
  Seq: 4,
};
const status = {
  matchId: 55,
  status: 2 as const,
  sportId: 2,
  homeName: { en: 'A' },
  awayName: { en: 'B' },
  leagueMatchName: {},
  homeScore: [],
  awayScore: [],
  vbScores: null,
};
const notify = (webActionType: number, webActionContent: string): PushMessage => ({
  ...base,
  type: 4,
  notify: { title: 'T', body: 'B', webActionType, webActionContent },
});

const pushes: Record<string, PushMessage> = {
  matchSoon: { ...base, type: 1, bookMatch: { matchId: 12, homeName: 'A', awayName: 'B', liveCount: 3 } },
  anchor: { ...base, type: 2, bookAnchor: { id: 31, name: 'Li', imgUrl: 'https://img.example.com/li.png' } },
  news: { ...base, type: 3, bookNews: { imgUrl: '' } },
  status: { ...base, type: 5, matchStatus: status },
  chat: { ...base, type: 8, silent: true, openIMContentDTO: chat },
};

describe('sw push → notification', () => {
  it('shows every type but news with vibration 200-100-200, a tag per subject, replaced not stacked', () => {
    expect(popupOf(pushes.news!)).toBeNull();
    const tags = Object.entries(pushes)
      .filter(([k]) => k !== 'news')
      .map(([, p]) => {
        const popup = popupOf(p)!;
        expect(popup.title).toBe('Title');
        expect(popup.options).toMatchObject({
          body: 'Body',
          vibrate: [200, 100, 200],
          renotify: true,
          timestamp: base.sentAt,
        });
        return popup.options.tag;
      });
    expect(tags).toEqual(['match-12', 'anchor-31', 'match-55', 'chat-si_7_9']);
    expect(tagOf(notify(1, '5'))).toBe('notify-p1');
  });

  it('uses the anchor or sender picture as the icon, never a non-http URL; keeps silent chats silent', () => {
    expect(popupOf(pushes.anchor!)!.options.icon).toBe('https://img.example.com/li.png');
    expect(popupOf(pushes.chat!)!.options).toMatchObject({
      icon: chat.ImageURL,
      silent: true,
      data: { chat },
    });
    const sneaky: PushMessage = {
      ...base,
      type: 2,
      bookAnchor: { id: 1, name: 'x', imgUrl: 'javascript:alert(1)' },
    };
    expect(popupOf(sneaky)!.options.icon).toBe('/icons/icon-192.png');
    expect(popupOf(pushes.matchSoon!)!.options.silent).toBe(false);
  });

  it('ignores malformed pushes without throwing', () => {
    for (const text of [
      null,
      '',
      'not json',
      '{}',
      '[]',
      '{"type":1}',
      '{"type":9,"id":"x","title":"","body":"","sentAt":1}',
      JSON.stringify({ ...pushes.chat, openIMContentDTO: null }),
    ])
      expect(parsePush(text)).toBeNull();
    expect(parsePush(JSON.stringify(pushes.status))).toEqual(pushes.status);
  });
});

describe('sw notification click → target', () => {
  it('opens the §4 page of each type', () => {
    expect(clickTarget(pushes.matchSoon!)).toEqual({ url: '/#/match/live/12', external: false });
    expect(clickTarget(pushes.anchor!)).toEqual({ url: '/#/anchor/room/31', external: false });
    expect(clickTarget(pushes.status!)).toEqual({ url: '/#/match/match/55?sportId=2', external: false });
    expect(clickTarget(pushes.chat!)).toEqual({
      url: '/#/chat/message?conversationID=si_7_9',
      external: false,
    });
    expect(clickTarget(notify(1, '77'))).toEqual({ url: '/#/match/live/77', external: false });
    expect(clickTarget(notify(2, '31'))).toEqual({ url: '/#/anchor/room/31', external: false });
    expect(clickTarget(notify(3, 'https://example.com/promo?a=1'))).toEqual({
      url: 'https://example.com/promo?a=1',
      external: true,
    });
    expect(clickTarget(notify(0, 'http://example.com/'))).toEqual({
      url: 'http://example.com/',
      external: true,
    });
  });

  it('falls back to the home page for ids and links it cannot trust', () => {
    expect(clickTarget(notify(1, '../../evil'))).toEqual({ url: HOME_URL, external: false });
    expect(clickTarget(notify(3, 'javascript:alert(1)'))).toEqual({ url: HOME_URL, external: false });
    expect(clickTarget(notify(3, ''))).toEqual({ url: HOME_URL, external: false });
    expect(clickTarget(pushes.news!)).toEqual({ url: HOME_URL, external: false });
  });

  it('focuses the focused Tribune window, else a visible one, else any; none opens a new one', () => {
    const o = 'https://tribune.example';
    const w = (url: string, focused: boolean, visibilityState: DocumentVisibilityState = 'hidden') => ({
      url,
      focused,
      visibilityState,
    });
    expect(pickWindow([w(`${o}/#/a`, false), w(`${o}/#/b`, true, 'visible')], o)).toBe(1);
    expect(pickWindow([w(`${o}/#/a`, false), w(`${o}/#/b`, false, 'visible')], o)).toBe(1);
    expect(pickWindow([w('https://other.example/', true, 'visible'), w(`${o}/`, false)], o)).toBe(1);
    expect(pickWindow([w('https://other.example/', true, 'visible')], o)).toBe(-1);
    expect(pickWindow([], o)).toBe(-1);
  });

  it('reads back only notification data of ours', () => {
    const data = popupOf(pushes.chat!)!.options.data;
    expect(readNotificationData(structuredClone(data))).toEqual(data);
    expect(readNotificationData(null)).toBeNull();
    expect(readNotificationData({ type: 1 })).toBeNull();
  });
});
