import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../protocol/language';
import type { IncomingPush, PushMessage } from '../protocol/push';
import { pushText } from '../protocol/pushTexts';
import {
  chatOf,
  clickTarget,
  HOME_URL,
  inPageMessage,
  parsePush,
  pickWindow,
  popupOf,
  readNotificationData,
  shownReport,
  tagOf,
} from './pushLogic';

// ---- Fixtures: each type's §3 object, sent alone (§3's shape) or with our fields (ours) ----

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
/** Type 8 with only the fields §3 names. */
const specChat = {
  GroupId: '',
  GroupName: '',
  SenderName: 'Ann',
  MessageType: 102,
  ImageURL: 'https://img.example.com/ann.png',
};
const status = {
  matchId: 55,
  status: 2 as const,
  sportId: 2,
  homeName: { en: 'Lions', por: 'Leões' },
  awayName: { en: 'Tigers' },
  leagueMatchName: { en: 'League', zh: '联赛' },
  homeScore: [20, 25, 18, 22, 0],
  awayScore: [19, 21, 30, 10, 0],
  vbScores: null,
};
const bookMatch = { matchId: 12, homeName: 'Ajax', awayName: 'PSV', liveCount: 3 };
const bookAnchor = { id: 31, name: 'Li', imgUrl: 'https://img.example.com/li.png' };
const customNotify = {
  title: 'Final tonight',
  body: 'Watch it here',
  webActionType: 1,
  webActionContent: '9',
};

const objects = {
  1: { type: 1, bookMatch },
  2: { type: 2, bookAnchor },
  3: { type: 3, bookNews: { imgUrl: '' } },
  4: { type: 4, notify: customNotify },
  5: { type: 5, matchStatus: status },
  8: { type: 8, openIMContentDTO: specChat },
} as const;

/** The push of `type` as §3 gives it: `type` and its object, nothing of ours. */
const specOnly = (type: keyof typeof objects): IncomingPush => parsePush(JSON.stringify(objects[type]))!;

const notify = (webActionType: number, webActionContent: string): PushMessage => ({
  ...base,
  type: 4,
  notify: { title: 'T', body: 'B', webActionType, webActionContent },
});

const pushes: Record<string, PushMessage> = {
  matchSoon: { ...base, type: 1, bookMatch },
  anchor: { ...base, type: 2, bookAnchor },
  news: { ...base, type: 3, bookNews: { imgUrl: '' } },
  custom: { ...base, type: 4, notify: customNotify },
  status: { ...base, type: 5, matchStatus: status },
  chat: { ...base, type: 8, silent: true, openIMContentDTO: chat },
};

describe('sw push parsing: both shapes, anything malformed ignored', () => {
  it('accepts each type as §3 gives it (type and its object only), our fields absent', () => {
    for (const type of [1, 2, 3, 4, 5, 8] as const) {
      const parsed = specOnly(type);
      expect(parsed).toEqual(objects[type]);
      expect(parsed).not.toHaveProperty('title');
    }
  });

  it('accepts each type in our shape as sent, and ignores unknown extra fields', () => {
    for (const push of Object.values(pushes)) expect(parsePush(JSON.stringify(push))).toEqual(push);
    expect(parsePush(JSON.stringify({ ...objects[1], extra: { a: 1 } }))).toEqual(objects[1]);
  });

  it('ignores malformed pushes of every type without throwing', () => {
    const broken: unknown[] = [
      // no object, or the object of another type
      ...[1, 2, 3, 4, 5, 8].map((type) => ({ type })),
      { type: 1, bookAnchor },
      { type: 8, notify: customNotify },
      // the object with a field missing or of the wrong kind
      { type: 1, bookMatch: { ...bookMatch, matchId: '12' } },
      { type: 1, bookMatch: { homeName: 'A', awayName: 'B', liveCount: 1 } },
      { type: 2, bookAnchor: { ...bookAnchor, id: 3.5 } },
      { type: 3, bookNews: {} },
      { type: 4, notify: { ...customNotify, webActionType: '1' } },
      { type: 4, notify: { title: 'T', body: 'B' } },
      { type: 5, matchStatus: { ...status, status: 4 } },
      { type: 5, matchStatus: { ...status, homeScore: '[1]' } },
      { type: 8, openIMContentDTO: { ...specChat, MessageType: 'text' } },
      { type: 8, openIMContentDTO: { SenderName: 'Ann' } },
      { type: 8, openIMContentDTO: null },
      // our fields present but of the wrong kind
      { ...objects[1], title: 5 },
      { ...objects[2], body: ['x'] },
      { ...objects[4], id: '' },
      { ...objects[5], sentAt: 'now' },
      { ...objects[8], silent: 'yes' },
      { ...objects[8], openIMContentDTO: { ...specChat, Seq: '4' } },
      // not a push of ours at all
      { type: 9, bookMatch },
      { type: '1', bookMatch },
      {},
      [],
      'text',
      42,
      null,
    ];
    for (const value of broken) expect(parsePush(JSON.stringify(value)), JSON.stringify(value)).toBeNull();
    for (const text of [null, undefined, '', 'not json', '{"type":1,', '\u0000'])
      expect(parsePush(text)).toBeNull();
  });
});

describe('sw popup of a push that follows §3 alone: text in the user language', () => {
  it('type 1: kick-off in 5 minutes with both teams, to the live match', () => {
    const popup = popupOf(specOnly(1), 'por')!;
    expect(popup.title).toBe('A partida começa em 5 minutos');
    expect(popup.options.body).toBe('Ajax x PSV, toque para assistir');
    expect(popup.options.tag).toBe('match-12');
    expect(popup.options.data.target).toEqual({ url: '/#/match/live/12', external: false });
    expect(popupOf(specOnly(1), 'zh')!.title).toBe('比赛将在 5 分钟后开始');
  });

  it('type 2: the anchor is live with their picture, to the anchor room', () => {
    const popup = popupOf(specOnly(2), 'en')!;
    expect(popup.title).toBe('Li is live');
    expect(popup.options.body).toBe('An anchor you follow is streaming now, tap to join the room');
    expect(popup.options).toMatchObject({ tag: 'anchor-31', icon: bookAnchor.imgUrl });
    expect(popup.options.data.target).toEqual({ url: '/#/anchor/room/31', external: false });
    expect(popupOf(specOnly(2), 'tha')!.title).toBe('Li กำลังไลฟ์');
  });

  it('type 4: the title and body of notify as written, the click by webActionType', () => {
    const popup = popupOf(specOnly(4), 'vie')!;
    expect(popup.title).toBe('Final tonight');
    expect(popup.options.body).toBe('Watch it here');
    expect(popup.options.data.target).toEqual({ url: '/#/match/live/9', external: false });
    const spec = (webActionType: number, webActionContent: string) =>
      parsePush(JSON.stringify({ type: 4, notify: { ...customNotify, webActionType, webActionContent } }))!;
    expect(clickTarget(spec(2, '31'))).toEqual({ url: '/#/anchor/room/31', external: false });
    expect(clickTarget(spec(3, 'https://example.com/promo'))).toEqual({
      url: 'https://example.com/promo',
      external: true,
    });
    expect(clickTarget(spec(7, 'javascript:alert(1)'))).toEqual({ url: HOME_URL, external: false });
    // One popup per custom push: the same one sent twice replaces itself, another one stacks.
    expect(tagOf(spec(1, '9'))).toBe(tagOf(specOnly(4)));
    expect(tagOf(spec(2, '31'))).not.toBe(tagOf(specOnly(4)));
    expect(tagOf(specOnly(4))).toMatch(/^notify-[0-9a-z]+$/);
    const untitled = parsePush(JSON.stringify({ type: 4, notify: { ...customNotify, title: '' } }))!;
    expect(popupOf(untitled, 'en')!.title).toBe('Tribune');
  });

  it('type 5: the status and the §4 score with names in the language, else English, to the match page', () => {
    const popup = popupOf(specOnly(5), 'por')!;
    expect(popup.title).toBe('Fim de jogo');
    // Basketball sums the first five periods; no Portuguese league or away name: English.
    expect(popup.options.body).toBe('League: Leões 85 - 80 Tigers');
    expect(popup.options.tag).toBe('match-55');
    expect(popup.options.data.target).toEqual({ url: '/#/match/match/55?sportId=2', external: false });
    expect(popupOf(specOnly(5), 'zh')!.options.body).toBe('联赛: Lions 85 - 80 Tigers');
    const started = parsePush(
      JSON.stringify({ type: 5, matchStatus: { ...status, status: 1, leagueMatchName: {} } }),
    )!;
    expect(popupOf(started, 'en')).toMatchObject({
      title: 'Match started',
      options: { body: 'Lions 0 - 0 Tigers' },
    });
    const half = parsePush(JSON.stringify({ type: 5, matchStatus: { ...status, status: 3 } }))!;
    expect(popupOf(half, 'hin')!.title).toBe('पहला हाफ़ समाप्त');
  });

  it('type 8: the sender and the kind of message, to the chat page (no conversation named)', () => {
    const popup = popupOf(specOnly(8), 'por')!;
    expect(popup.title).toBe('Ann');
    expect(popup.options.body).toBe('[Imagem]');
    expect(popup.options).toMatchObject({ tag: 'chat-sender-Ann', icon: specChat.ImageURL });
    expect(popup.options.data.target).toEqual({ url: '/#/chat/message', external: false });
    expect(popup.options.data.chat).toBeUndefined();
    expect(chatOf(specOnly(8))).toBeNull();
    expect(inPageMessage(specOnly(8), popup, 1)).toBeNull();

    const text = parsePush(JSON.stringify({ type: 8, openIMContentDTO: { ...specChat, MessageType: 101 } }))!;
    expect(popupOf(text, 'ind')!.options.body).toBe('Anda menerima pesan baru');
    const group = parsePush(
      JSON.stringify({
        type: 8,
        openIMContentDTO: { ...specChat, GroupId: 'g5', GroupName: 'Fans', MessageType: 101 },
      }),
    )!;
    expect(popupOf(group, 'en')).toMatchObject({
      title: 'Fans',
      options: { body: 'Ann: [Message]', tag: 'chat-group-g5' },
    });
  });

  it('has no time of its own (dated on arrival) and is never silent', () => {
    for (const type of [1, 2, 4, 5, 8] as const) {
      const { options } = popupOf(specOnly(type), 'en')!;
      expect(options).not.toHaveProperty('timestamp');
      expect(options).toMatchObject({ silent: false, vibrate: [200, 100, 200], renotify: true });
    }
  });

  it('writes every type in each of the 8 languages, no placeholder left', () => {
    for (const lang of LANGUAGES) {
      for (const type of [1, 2, 5, 8] as const) {
        const { title, options } = popupOf(specOnly(type), lang)!;
        expect(`${title} ${options.body}`).not.toMatch(/[{}]/);
      }
      expect(popupOf(specOnly(1), lang)!.title).toBe(pushText('matchSoon.title', lang));
      expect(popupOf(specOnly(2), lang)!.options.body).toBe(pushText('anchorLive.body', lang));
    }
  });
});

describe('sw popup of our push: its own text', () => {
  it('shows every type but news with its title and body, vibration 200-100-200, a tag per subject', () => {
    const tags = Object.entries(pushes)
      .filter(([k]) => k !== 'news')
      .map(([, p]) => {
        const popup = popupOf(p, 'zh')!;
        expect(popup.title).toBe('Title');
        expect(popup.options).toMatchObject({
          body: 'Body',
          vibrate: [200, 100, 200],
          renotify: true,
          timestamp: base.sentAt,
        });
        return popup.options.tag;
      });
    expect(tags).toEqual(['match-12', 'anchor-31', 'notify-p1', 'match-55', 'chat-si_7_9']);
  });

  it('makes the text from the object when ours carries none', () => {
    const blank = { ...pushes.matchSoon!, title: '', body: '' };
    expect(popupOf(blank, 'en')).toMatchObject({
      title: 'Kick-off in 5 minutes',
      options: { body: 'Ajax vs PSV, tap to watch live', timestamp: base.sentAt },
    });
    expect(popupOf({ ...pushes.anchor!, title: '' }, 'en')!.title).toBe('Tribune');
  });

  it('uses the anchor or sender picture as the icon, never a non-http URL; keeps silent chats silent', () => {
    expect(popupOf(pushes.anchor!, 'en')!.options.icon).toBe('https://img.example.com/li.png');
    expect(popupOf(pushes.chat!, 'en')!.options).toMatchObject({
      icon: chat.ImageURL,
      silent: true,
      data: { chat },
    });
    const sneaky: PushMessage = {
      ...base,
      type: 2,
      bookAnchor: { id: 1, name: 'x', imgUrl: 'javascript:alert(1)' },
    };
    expect(popupOf(sneaky, 'en')!.options.icon).toBe('/icons/icon-192.png');
    expect(popupOf(pushes.matchSoon!, 'en')!.options.silent).toBe(false);
  });

  it('hands a chat push that names its conversation to the tab showing it, with the popup text', () => {
    const popup = popupOf(pushes.chat!, 'en')!;
    expect(inPageMessage(pushes.chat!, popup, 5)).toEqual(pushes.chat);
    // §3's type 8 object with our conversation fields, but no text of ours.
    const named = parsePush(
      JSON.stringify({ type: 8, silent: true, openIMContentDTO: { ...chat, MessageType: 102 } }),
    )!;
    expect(inPageMessage(named, popupOf(named, 'en')!, 5)).toEqual({
      type: 8,
      id: 'chat-si_7_9',
      title: 'Ann',
      body: '[Picture]',
      silent: true,
      sentAt: 5,
      openIMContentDTO: { ...chat, MessageType: 102 },
    });
    expect(inPageMessage(pushes.matchSoon!, popupOf(pushes.matchSoon!, 'en')!, 5)).toBeNull();
  });
});

describe('sw type 3 (news)', () => {
  it('never shows a popup, in either shape', () => {
    expect(popupOf(pushes.news!, 'en')).toBeNull();
    expect(popupOf(specOnly(3), 'en')).toBeNull();
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
    const data = popupOf(pushes.chat!, 'en')!.options.data;
    expect(readNotificationData(structuredClone(data))).toEqual(data);
    expect(readNotificationData(structuredClone(popupOf(specOnly(8), 'en')!.options.data))).toEqual({
      type: 8,
      target: { url: '/#/chat/message', external: false },
    });
    expect(readNotificationData(null)).toBeNull();
    expect(readNotificationData({ type: 1 })).toBeNull();
  });
});

describe('shownReport', () => {
  const custom = parsePush(
    JSON.stringify({
      type: 4,
      ...base,
      notify: { title: 'T', body: 'B', webActionType: 3, webActionContent: 'https://example.com' },
    }),
  )!;
  it('reports a shown console push with its id and the subscription, once per show', () => {
    const report = shownReport(custom, 'https://push.example.com/abc');
    expect(report?.url).toBe('/web/jpush/shown');
    expect(report?.init.method).toBe('POST');
    expect(JSON.parse(report?.init.body as string)).toEqual({
      id: 'p1',
      endpoint: 'https://push.example.com/abc',
    });
  });
  it('reports nothing for other pushes, a push without id, or without a subscription', () => {
    expect(shownReport(custom, null)).toBeNull();
    const noId: Partial<PushMessage> = { ...(custom as PushMessage) };
    delete noId.id;
    expect(shownReport(noId as IncomingPush, 'https://push.example.com/abc')).toBeNull();
    const anchor = parsePush(
      JSON.stringify({ type: 2, ...base, bookAnchor: { id: 1, name: 'A', imgUrl: '' } }),
    )!;
    expect(shownReport(anchor, 'https://push.example.com/abc')).toBeNull();
  });
});
