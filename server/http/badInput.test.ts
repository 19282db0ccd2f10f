/**
 * The bad-input suite over every endpoint of protocol/api.ts: one table of base bodies (the type
 * forces a row per endpoint) and the mutations applied to each. Over 400 lines because the table must
 * stay in one place to be checked for completeness at compile time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, API_BASE, type EndpointName } from '../../protocol/api';
import { ErrorCode } from '../../protocol/errors';
import {
  BACKENDS,
  backendAvailable,
  type CallOptions,
  rowCounts,
  type RowCounts,
  startTestServer,
  tableDigest,
  type TestServer,
} from '../../test/helpers/testServer';
import { adminAccountBases } from './badInputBases/adminAccount';
import { adminContentBases } from './badInputBases/adminContent';
import { adminOpsBases } from './badInputBases/adminOps';
import type { BadInputBase } from './badInputBases/base';

/**
 * The bad-input suite of the issue, over every endpoint of protocol/api.ts: malformed JSON, wrong
 * types, missing and unknown fields, oversize bodies, overlong strings, script tags, SQL fragments.
 * Each answer must be below 500, an envelope with success false, a numeric code and data.message,
 * and nothing may be written (row counts and the whole content of the written tables).
 *
 * Each endpoint has a base body that the server refuses for a business reason (unknown user, no
 * SMS code, wrong old password, no login...), so every mutation of it must be refused too. The base
 * itself is never sent. Endpoints marked readOnly answer a valid body with data and write nothing.
 */

type Base = BadInputBase;

const BASES = {
  tokenInfo: { body: {}, auth: 'user', readOnly: true },
  passwordLogin: { body: { username: 'nobody999', password: 'demo1234' } },
  phoneLogin: { body: { areaCode: '86', phone: '13811112222', code: '123456' } },
  getPhoneCode: { body: { areaCode: '86', phone: '13811112222', purpose: 'register', codeToken: 'a.b.c' } },
  codeToken: { body: {}, readOnly: true },
  register: {
    body: {
      username: 'badinput01',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      areaCode: '86',
      phone: '13811112222',
      code: '123456',
      agreement: true,
      nickname: 'Bad Input',
      birthday: { year: 1998, month: 2, day: 28 },
      gender: 'female',
      province: 'Guangdong',
      city: 'Shenzhen',
      height: 165,
      weight: 50,
      emotion: 'single',
      hobbies: ['football'],
      profile: 'Profile',
      avatar: null,
    },
  },
  checkUsername: { body: { username: 'free12345' }, readOnly: true },
  changePassword: {
    body: { oldPassword: 'wrong1234', newPassword: 'next1234', confirmPassword: 'next1234' },
    auth: 'user',
  },
  resetPassword: {
    body: {
      areaCode: '86',
      phone: '13811112222',
      code: '123456',
      newPassword: 'next1234',
      confirmPassword: 'next1234',
    },
  },
  changePhone: { body: { areaCode: '86', phone: '13811112222', code: '123456' }, auth: 'user' },
  userInfo: { body: {}, auth: 'user', readOnly: true },
  isUsefulToken: { body: {}, auth: 'user', readOnly: true },
  setLanguage: { body: { languageType: 'tha' }, auth: 'user' },
  logout: { body: {}, auth: 'user' },
  matchColumn: { body: {}, readOnly: true },
  anchorColumn: { body: {}, readOnly: true },
  footerInfo: { body: {}, readOnly: true },
  globalConfig: { body: {}, readOnly: true },
  allEnums: { body: {}, readOnly: true },
  richText: { body: { key: 'service' }, readOnly: true },
  uploadAddress: { body: { fileName: 'a.png', size: 1000, contentType: 'image/png', uploadType: 'chat' } },
  openImUrl: { body: {}, readOnly: true },
  systemDomain: { body: {}, readOnly: true },
  adminAnchorList: { body: { status: 'pending' }, auth: 'admin', readOnly: true },
  adminReview: { body: { username: 'nobody999', action: 'approve', reason: 'ok' }, auth: 'admin' },
  // Friends and message center: an unknown user or row id is refused (4012 / 1002); calls that
  // always succeed for a valid body are sent without a login (1005); lists are read-only.
  searchFriend: { body: { keyword: '99999999', source: 1 }, auth: 'user' },
  isFriend: { body: { userID: '10000003' }, auth: 'user', readOnly: true },
  applyFriend: { body: { toUserID: '99999999', reason: 'Hi', source: 1 }, auth: 'user' },
  sendAble: { body: { userID: '10000003' }, auth: 'user', readOnly: true },
  sendAbleBatch: { body: { userIDs: ['10000003', 'guest_1'] }, auth: 'user', readOnly: true },
  friendApplicationList: { body: {}, auth: 'user', readOnly: true },
  friendApplicationResponse: { body: { id: 999999, action: 'approve' }, auth: 'user' },
  friendList: { body: {}, auth: 'user', readOnly: true },
  friendDelete: { body: { userID: '99999999' }, auth: 'user' },
  blacklistList: { body: {}, auth: 'user', readOnly: true },
  blacklistAdd: { body: { userID: '99999999' }, auth: 'user' },
  blacklistRemove: { body: { userID: '99999999' }, auth: 'user' },
  filterTouristUser: { body: { userIDs: ['guest_1', '10000003'] }, auth: 'user', readOnly: true },
  userFlag: { body: { userIDs: ['guest_1', '10000004'] }, auth: 'user', readOnly: true },
  friendStatus: { body: { userIDs: ['10000003'] }, auth: 'user', readOnly: true },
  systemMessageCount: { body: {}, auth: 'user', readOnly: true },
  systemMessageList: { body: { page: 1, pageSize: 10 }, auth: 'user', readOnly: true },
  systemMessageDetail: { body: { id: 999999 }, auth: 'user' },
  systemMessageDelete: { body: { ids: [999999] }, auth: 'user' },
  phraseListAll: { body: {}, auth: 'user', readOnly: true },
  phraseAdd: { body: { text: 'Hello there' } },
  phraseEdit: { body: { id: 999999, text: 'Hello there' }, auth: 'user' },
  phraseDelete: { body: { id: 999999 }, auth: 'user' },
  phraseBatchSort: { body: { ids: [999999] }, auth: 'user' },
  messageSettingGet: { body: {}, auth: 'user', readOnly: true },
  messageSettingSet: {
    body: { messageNotification: true, messageInfoNotification: false, newMessageNotificationVoice: true },
  },
  // Matches: lists are read-only; an unknown match id is refused (1002); viewer01 is no anchor (1006).
  matchList: { body: { raceType: 1, status: 'live', hot: false, page: 1, pageSize: 10 }, readOnly: true },
  matchAppoint: { body: { matchId: 999999, type: 1, action: 'book', replace: false }, auth: 'user' },
  matchReservations: { body: {}, auth: 'user', readOnly: true },
  raceDataColumnWithNum: { body: {}, readOnly: true },
  raceDataContentListPage: { body: { raceType: 2, page: 1, pageSize: 20 }, auth: 'user', readOnly: true },
  raceDataAppoint: { body: { matchId: 999999, type: 1, action: 'book' }, auth: 'user' },
  showMatch: { body: { sportId: 1, matchId: 999999 } },
  raceImInfo: { body: { matchId: 999999 } },
  matchDetails: { body: { matchId: 999999 } },
  anchorRaceList: { body: { matchId: 999999 } },
  homeDetailsTop: { body: {}, readOnly: true },
  homeDetailsMiddle: { body: {}, readOnly: true },
  homeDetailsBottom: { body: {}, readOnly: true },
  homeInfoBottom: { body: {}, readOnly: true },
  matchSearch: { body: { keyword: 'united', page: 1, pageSize: 10 }, readOnly: true },
  adminMatchStream: {
    body: { matchId: 999999, streamUrl: 'https://cdn.example.com/live.m3u8' },
    auth: 'admin',
  },
  // Push: a subscription of an unknown push service (6001); an admin push too large for an unknown account.
  pushVapidKey: { body: {}, readOnly: true },
  pushToken: {
    body: {
      platform: 3,
      pushToken: JSON.stringify({
        endpoint: 'https://push.attacker.example/send/1',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
    },
    auth: 'user',
  },
  pushTokenRemove: {
    body: { endpoint: 'https://fcm.googleapis.com/fcm/send/none' },
    auth: 'user',
    readOnly: true,
  },
  adminPush: {
    body: {
      type: 4,
      title: 'Hello',
      // Over 4 KB (6003) and to an unknown account (4012): refused without any one field too.
      body: '长'.repeat(1400),
      webActionType: 1,
      webActionContent: '12',
      usernames: ['nobody999'],
    },
    auth: 'admin',
  },
  // Anchors, rooms, gifts, red envelopes: an unknown anchor, room, gift or envelope is refused
  // (1002); viewer01 is no anchor (1006); a stale word-list version is refused (1000); lists read.
  liveSign: { body: { live: true, title: 'Evening show', anchorType: 1 }, auth: 'user' },
  anchorColumnNum: { body: {}, readOnly: true },
  recommendAnchor: { body: {}, readOnly: true },
  anchorContentList: { body: { anchorType: 1, page: 1, pageSize: 10 }, readOnly: true },
  anchorContentListNew: { body: { anchorType: 1, page: 1, pageSize: 10 }, readOnly: true },
  anchorDetails: { body: { id: '999999' } },
  anchorInformation: { body: { id: '999999' } },
  webRecommendUser: { body: { roomID: 'room_999999' }, readOnly: true },
  anchorSearch: { body: { keyword: 'wang' }, readOnly: true },
  anchorFollow: { body: { anchorId: '999999', state: 1 }, auth: 'user' },
  myFollows: { body: { page: 1, pageSize: 10 }, auth: 'user', readOnly: true },
  myFans: { body: { keyword: 'ken', page: 1, pageSize: 10 }, auth: 'user', readOnly: true },
  webImInfo: { body: { id: '999999' } },
  onlineCount: { body: { roomID: 'room_999999' } },
  taskDoneStage: { body: { taskKey: 'task_10' }, auth: 'user', readOnly: true },
  giftList: { body: {}, readOnly: true },
  // The caller is a viewer: the anchor's earnings are refused with 3004 and write nothing.
  giftDetail: { body: { page: 1, pageSize: 10 }, auth: 'user' },
  recentEarnings: { body: { days: 7 }, auth: 'user' },
  sendMoneyToOne: { body: { roomID: 'room_999999', giftId: 1, count: 1 }, auth: 'user' },
  sendMoneyToAll: { body: { roomID: 'room_999999', giftId: 1, count: 1 }, auth: 'user' },
  chatBanner: { body: {}, readOnly: true },
  chatRoomAdv: { body: { id: 'room_999999' } },
  anchorUser: { body: { roomID: 'room_999999' }, auth: 'user' },
  editUser: { body: { roomID: 'room_999999', userID: '10000003', role: 'admin' }, auth: 'user' },
  anchorUserAuth: { body: { roomID: 'room_999999' }, auth: 'user' },
  clearMsg: { body: { roomID: 'room_999999' }, auth: 'user' },
  stopChat: {
    body: { roomID: 'room_999999', action: 'mute', userID: '10000003', duration: 10 },
    auth: 'user',
  },
  roomBlacklistSet: { body: { roomID: 'room_999999', userID: '10000003', on: true }, auth: 'user' },
  roomBlacklist: { body: { roomID: 'room_999999', page: 1, pageSize: 10 }, auth: 'user' },
  roomMuteList: { body: { roomID: 'room_999999', page: 1, pageSize: 10 }, auth: 'user' },
  roomViewers: { body: { roomID: 'room_999999', page: 1, pageSize: 10 }, auth: 'user' },
  roomViewerHistory: { body: { roomID: 'room_999999', page: 1, pageSize: 10 }, auth: 'user' },
  roomAudit: { body: { roomID: 'room_999999', page: 1, pageSize: 10 }, auth: 'user' },
  chatMessageDelete: { body: { roomID: 'room_999999', msgID: '3.abcdef' }, auth: 'user' },
  redPacketStats: { body: {}, auth: 'user', readOnly: true },
  redPacketSend: {
    body: { roomID: 'room_999999', kind: 'lucky', content: 'coin', count: 3, total: 30, limitHours: 24 },
    auth: 'user',
  },
  redPacketOpen: { body: { id: 999999, roomID: 'room_999999' }, auth: 'user' },
  redPacketList: { body: { id: 999999 }, auth: 'user' },
  adminSensitiveWords: { body: {}, auth: 'admin', readOnly: true },
  adminSensitiveWordsSet: { body: { words: ['freebet'], version: 999999 }, auth: 'admin' },
  // The caller is a viewer: anchors' calls are refused with 1006 and write nothing.
  houseConfigDetails: { body: {}, auth: 'user' },
  houseConfigUpdate: {
    body: { roomName: 'Room', title: 'Title', cover: null, intro: '', notice: '', anchorType: 1 },
    auth: 'user',
  },
  liveCodeReset: { body: {}, auth: 'user' },
  liveHistory: { body: { page: 1, pageSize: 10 }, auth: 'user' },
  liveStats: { body: { month: '2026-11' }, auth: 'user' },
  // The space: unknown anchors and rows (1002); the caller, a viewer, writes to no wall (3004).
  imageList: { body: { anchorId: '999999', page: 1, pageSize: 10 } },
  noteList: { body: { anchorId: '999999', page: 1, pageSize: 10 } },
  addImage: {
    body: { url: '/uploads/photo/20260101/0123456789abcdef01234567.jpg', description: 'hi' },
    auth: 'user',
  },
  deleteImage: { body: { id: 999999 }, auth: 'user' },
  sortImage: { body: { ids: [999999] }, auth: 'user' },
  addNote: {
    body: { text: 'hello', pictures: ['/uploads/photo/20260101/0123456789abcdef01234567.jpg'] },
    auth: 'user',
  },
  deleteNote: { body: { id: 999999 }, auth: 'user' },
  noteLike: { body: { noteId: 999999, state: 1 }, auth: 'user' },
  noteCollect: { body: { noteId: 999999, state: 1 }, auth: 'user' },
  // Two reasons each (any one mutation leaves the other): an avatar not of our storage, and a
  // birthday in the future / the agreement not accepted.
  editProfile: {
    body: {
      nickname: 'Bad Input',
      avatar: 'https://example.com/a.jpg',
      birthday: { year: 2999, month: 1, day: 1 },
    },
    auth: 'user',
  },
  anchorApplyFor: {
    body: {
      birthday: { year: 1998, month: 2, day: 28 },
      gender: 'female',
      province: 'Guangdong',
      city: 'Shenzhen',
      avatar: 'https://example.com/a.jpg',
      agreement: false,
    },
    auth: 'user',
  },
  anchorApplyForDetails: { body: {}, auth: 'user', readOnly: true },
  // Groups: an unknown group (4013), user (4012), request (1002) or invite code (4016) is refused;
  // the caller's lists are read-only.
  groupCreate: {
    body: { name: 'Club', avatar: null, memberUserIDs: ['999999'], joinVerification: true },
    auth: 'user',
  },
  groupInviteLink: { body: { groupID: '999999', days: 7 }, auth: 'user' },
  groupQrCode: { body: { groupID: '999999', days: 7 }, auth: 'user' },
  groupFilterInvite: { body: { groupID: '999999', userIDs: ['10000003'] }, auth: 'user' },
  groupInvite: { body: { groupID: '999999', userIDs: ['10000003'] }, auth: 'user' },
  groupInviteToGroups: { body: { userID: '99999999', groupIDs: ['999999'] }, auth: 'user' },
  groupInviteAble: { body: { groupID: '999999' }, auth: 'user' },
  groupKick: { body: { groupID: '999999', userIDs: ['10000003'] }, auth: 'user' },
  groupSetInfo: { body: { groupID: '999999', name: 'Club' }, auth: 'user' },
  groupSetAvatar: {
    body: { groupID: '999999', avatar: '/uploads/avatar/20260101/0123456789abcdef01234567.png' },
    auth: 'user',
  },
  groupSetNickname: { body: { groupID: '999999', groupNickname: 'Nick' }, auth: 'user' },
  groupMute: { body: { groupID: '999999', userID: '10000003', seconds: 3600 }, auth: 'user' },
  groupMuteAll: { body: { groupID: '999999', muted: true }, auth: 'user' },
  groupJoin: { body: { groupID: '999999', reason: 'Hello' }, auth: 'user' },
  groupApplicationResponse: { body: { id: 999999, action: 'agree' }, auth: 'user' },
  groupApplicationList: { body: {}, auth: 'user', readOnly: true },
  groupExit: { body: { groupID: '999999', reasonID: 1 }, auth: 'user' },
  groupDismiss: { body: { groupID: '999999' }, auth: 'user' },
  groupTransfer: { body: { groupID: '999999', userID: '10000003' }, auth: 'user' },
  groupClearMessages: { body: { groupID: '999999' }, auth: 'user' },
  groupDeleteUserMessages: { body: { groupID: '999999', userID: '10000003' }, auth: 'user' },
  groupMsgMax: { body: { groupID: '999999' }, auth: 'user' },
  groupReaders: { body: { groupID: '999999', seq: 1 }, auth: 'user' },
  groupExitReasons: { body: {}, auth: 'user', readOnly: true },
  groupConfig: { body: { groupID: '999999' }, auth: 'user' },
  groupCodeInfo: { body: { code: 'GROUPabcdefghijklmnopqrstuvwx' }, auth: 'user' },
  groupJoinInfo: { body: { groupID: '999999' }, auth: 'user' },
  groupList: { body: {}, auth: 'user', readOnly: true },
  groupMembers: { body: { groupID: '999999', page: 1, pageSize: 10 }, auth: 'user' },
  adminConfigOne: { body: { groupID: '999999', userID: '10000003' }, auth: 'user' },
  adminConfigMine: { body: { groupID: '999999' }, auth: 'user' },
  adminConfigAdd: { body: { groupID: '999999', userID: '10000003', permissions: ['mute'] }, auth: 'user' },
  adminConfigEdit: { body: { groupID: '999999', userID: '10000003', permissions: ['mute'] }, auth: 'user' },
  adminConfigRemove: { body: { groupID: '999999', userID: '10000003' }, auth: 'user' },
  adminBackup: { body: { file: '/nonexistent-tribune-folder/site.backup' }, auth: 'admin' },
  // The platform console's calls, one file per area (each helper's table is checked there too).
  ...adminAccountBases,
  ...adminContentBases,
  ...adminOpsBases,
} satisfies Record<EndpointName, Base>;

const SCRIPT = '<script>alert(1)</script>';
const SQL = "' OR 1=1; DROP TABLE users; --";
const OVERLONG = 'a'.repeat(10_000);
const NUL = 'abc\u0000def';
const WRONG_TYPES: unknown[] = [12345, -1, 1.5, true, false, null, [], {}, 'text', ['a'], { a: 1 }];

interface Case {
  label: string;
  payload: string;
  contentType?: string;
  /** Exact code expected; otherwise any refusal (or, for readOnly endpoints, any envelope). */
  code?: number;
}

const names = Object.keys(api) as EndpointName[];

/** A JSON case; the code is 1000 when the protocol schema itself refuses the body. */
function jsonCase(name: EndpointName, label: string, body: unknown): Case {
  const schemaRefuses = !api[name].request.safeParse(body).success;
  return { label, payload: JSON.stringify(body), ...(schemaRefuses ? { code: ErrorCode.InvalidInput } : {}) };
}

function fieldEntries(body: Record<string, unknown>): [string[], unknown][] {
  const out: [string[], unknown][] = [];
  for (const [key, value] of Object.entries(body)) {
    out.push([[key], value]);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value)) out.push([[key, inner], v]);
    }
  }
  return out;
}

function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  return { ...body, [head]: withField(body[head] as Record<string, unknown>, rest, value) };
}

function withoutField(body: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    const copy = { ...body };
    delete copy[head];
    return copy;
  }
  return { ...body, [head]: withoutField(body[head] as Record<string, unknown>, rest) };
}

/** Cases putting `text` into every string field (and every array of strings) of the base body. */
function stringCases(name: EndpointName, tag: string, text: string): Case[] {
  const base = BASES[name].body;
  return fieldEntries(base).flatMap(([path, value]) => {
    if (typeof value === 'string')
      return [jsonCase(name, `${tag} in ${path.join('.')}`, withField(base, path, text))];
    if (Array.isArray(value))
      return [jsonCase(name, `${tag} in ${path.join('.')}[]`, withField(base, path, [text]))];
    return [];
  });
}

const CASES: Record<string, (name: EndpointName) => Case[]> = {
  'malformed JSON': () =>
    ['{', '{"a":', "{'a':1}", '{"a":1,}', 'undefined', '[1,2', '{"a":"\\x"}', '\u0000'].map((payload) => ({
      label: `malformed ${JSON.stringify(payload)}`,
      payload,
      code: ErrorCode.InvalidInput,
    })),
  'a body that is not an object': () =>
    ['[]', '"text"', '42', 'true', 'null', '[{}]'].map((payload) => ({
      label: `body ${payload}`,
      payload,
      code: ErrorCode.InvalidInput,
    })),
  'wrong types': (name) => {
    const base = BASES[name].body;
    return fieldEntries(base).flatMap(([path, value]) =>
      WRONG_TYPES.filter((wrong) => JSON.stringify(wrong) !== JSON.stringify(value)).map((wrong) =>
        jsonCase(name, `${path.join('.')} = ${JSON.stringify(wrong)}`, withField(base, path, wrong)),
      ),
    );
  },
  'missing fields': (name) => {
    const base = BASES[name].body;
    return fieldEntries(base).map(([path]) =>
      jsonCase(name, `without ${path.join('.')}`, withoutField(base, path)),
    );
  },
  'unknown extra fields': (name) => {
    const base = BASES[name].body;
    return [
      jsonCase(name, 'extra isAdmin', { ...base, isAdmin: true }),
      jsonCase(name, 'extra role', { ...base, role: 'admin' }),
      {
        label: 'extra __proto__',
        payload: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},').replace(',}', '}'),
        code: ErrorCode.InvalidInput,
      },
      {
        label: 'extra constructor.prototype',
        payload: JSON.stringify(base)
          .replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},')
          .replace(',}', '}'),
        code: ErrorCode.InvalidInput,
      },
      ...fieldEntries(base)
        .filter(([path, v]) => path.length === 1 && v && typeof v === 'object' && !Array.isArray(v))
        .map(([path, v]) =>
          jsonCase(
            name,
            `extra field inside ${path.join('.')}`,
            withField(base, path, { ...(v as object), extra: 1 }),
          ),
        ),
    ];
  },
  'an oversize body': (name) => [
    {
      label: '70 KB pad field',
      payload: JSON.stringify({ ...BASES[name].body, pad: 'x'.repeat(70 * 1024) }),
      code: ErrorCode.BodyTooLarge,
    },
    {
      label: '1 MB body',
      payload: JSON.stringify({ pad: 'y'.repeat(1024 * 1024) }),
      code: ErrorCode.BodyTooLarge,
    },
  ],
  'overlong strings': (name) => [
    ...stringCases(name, '10 000 characters', OVERLONG),
    ...fieldEntries(BASES[name].body)
      .filter(([, v]) => Array.isArray(v))
      .map(([path]) =>
        jsonCase(
          name,
          `5000 items in ${path.join('.')}`,
          withField(
            BASES[name].body,
            path,
            Array.from({ length: 5000 }, () => 'x'),
          ),
        ),
      ),
  ],
  'script tags': (name) => stringCases(name, 'script tag', SCRIPT),
  'SQL fragments': (name) => stringCases(name, 'SQL fragment', SQL),
  'NUL bytes': (name) => stringCases(name, 'NUL byte', NUL),
  'a wrong content type': (name) => [
    {
      label: 'text/plain',
      payload: JSON.stringify(BASES[name].body),
      contentType: 'text/plain',
      code: ErrorCode.InvalidInput,
    },
    {
      label: 'form encoded',
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
      code: ErrorCode.InvalidInput,
    },
    { label: 'empty JSON body', payload: '', contentType: 'application/json', code: ErrorCode.InvalidInput },
  ],
};

describe.each(BACKENDS)('badInput [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startTestServer({ backend });
    });
    afterAll(async () => {
      await s?.close();
    });

    let token: string | undefined;
    async function optionsFor(name: EndpointName): Promise<CallOptions> {
      const auth = (BASES[name] as Base).auth;
      // One login for the user calls; logout gets its own token, since a case it wrongly accepts would revoke it.
      if (auth === 'user' && name === 'logout') return { token: await s.login('viewer01') };
      if (auth === 'user') return { token: (token ??= await s.login('viewer01')) };
      if (auth === 'admin') return { headers: { 'x-admin-key': s.ctx.secrets.adminKey } };
      return {};
    }

    /** Sends one case and says what is wrong with the answer, if anything. */
    async function problemOf(name: EndpointName, c: Case, options: CallOptions): Promise<string | undefined> {
      const endpoint = api[name];
      const raw = await s.app.inject({
        method: endpoint.method,
        url: API_BASE + endpoint.path,
        payload: c.payload,
        headers: {
          'content-type': c.contentType ?? 'application/json',
          ...options.headers,
          ...(options.token ? { authorization: options.token } : {}),
        },
        remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      const where = `${name} / ${c.label}`;
      if (raw.statusCode >= 500) return `${where}: HTTP ${raw.statusCode} ${raw.body.slice(0, 120)}`;
      let body: { success?: unknown; code?: unknown; data?: { message?: unknown } };
      try {
        body = raw.json();
      } catch {
        return `${where}: not JSON (HTTP ${raw.statusCode})`;
      }
      if (typeof body.success !== 'boolean' || typeof body.code !== 'number')
        return `${where}: not an envelope ${raw.body.slice(0, 120)}`;
      // A GET call has no body: whatever is sent is ignored, the answer need only be sound.
      if (endpoint.method === 'GET') return undefined;
      const readOnly = (BASES[name] as Base).readOnly === true;
      if (c.code === undefined && readOnly) return undefined;
      if (body.success !== false) return `${where}: accepted (${raw.body.slice(0, 120)})`;
      if (typeof body.data?.message !== 'string') return `${where}: no data.message`;
      if (c.code !== undefined && body.code !== c.code)
        return `${where}: code ${body.code}, expected ${c.code}`;
      return undefined;
    }

    async function runCases(kind: string): Promise<string[]> {
      const problems: string[] = [];
      for (const name of names) {
        const cases = CASES[kind]!(name);
        const options = await optionsFor(name);
        const counts: RowCounts = await rowCounts(s.ctx);
        const digest = await tableDigest(s.ctx);
        for (const c of cases) {
          const problem = await problemOf(name, c, options);
          if (problem) problems.push(problem);
        }
        const countsAfter = await rowCounts(s.ctx);
        if (JSON.stringify(countsAfter) !== JSON.stringify(counts)) {
          problems.push(`${name}: rows changed ${JSON.stringify(counts)} -> ${JSON.stringify(countsAfter)}`);
        } else if ((await tableDigest(s.ctx)) !== digest) {
          problems.push(`${name}: table content changed`);
        }
      }
      return problems;
    }

    it('has a base body for every endpoint of protocol/api.ts', () => {
      expect(Object.keys(BASES).sort()).toEqual([...names].sort());
      for (const name of names) {
        expect(typeof api[name].request.safeParse).toBe('function');
      }
    });

    it.each(Object.keys(CASES))(
      'refuses %s on every endpoint, never with a 500, writing nothing',
      async (kind) => {
        expect(await runCases(kind)).toEqual([]);
      },
    );

    it('answers an unknown /web path with a 404 envelope', async () => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        for (const url of [
          '/web/nowhere',
          '/web/web_user/nowhere',
          '/web',
          '/web/',
          '/web/web_user/web_pwd_login/extra',
        ]) {
          const raw = await s.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
          expect({ method, url, status: raw.statusCode }).toEqual({ method, url, status: 404 });
          expect(raw.json()).toEqual({
            success: false,
            code: ErrorCode.NotFound,
            data: { message: expect.any(String) as string },
          });
        }
      }
    });

    it('answers a POST endpoint called with GET with a 404 envelope', async () => {
      const raw = await s.app.inject({ method: 'GET', url: `${API_BASE}${api.passwordLogin.path}` });
      expect(raw.statusCode).toBe(404);
      expect(raw.json()).toMatchObject({ success: false, code: ErrorCode.NotFound });
    });

    it('keeps a <script> file name out of the signed upload address', async () => {
      const { codeToken } = (await s.call('codeToken', {})).body.data;
      const reply = await s.call('uploadAddress', {
        fileName: `${SCRIPT}.png`,
        size: 1000,
        contentType: 'image/png',
        uploadType: 'avatar',
        uploadToken: codeToken,
      });
      expect(reply.body.success).toBe(true);
      const url = reply.body.data;
      expect(url).toMatch(/^\/uploads\/avatar\/\d{8}\/[0-9a-f]{24}\.png\?/);
      expect(url).not.toMatch(/script|alert|%3C/i);
    });

    it('refuses a NUL byte in the text fields of an otherwise valid registration without a 500, writing nothing', async () => {
      const problems: string[] = [];
      for (const field of ['nickname', 'province', 'city', 'profile']) {
        const phone = s.freshPhone();
        const code = await s.requestCode(phone, 'register');
        const before = await rowCounts(s.ctx);
        const body = { ...BASES.register.body, username: s.freshUsername(), phone, code, [field]: NUL };
        const reply = await s.post(API_BASE + api.register.path, body);
        if (
          reply.status >= 500 ||
          reply.body.success !== false ||
          reply.body.code !== ErrorCode.InvalidInput
        ) {
          problems.push(`${field}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
        }
        if (JSON.stringify(await rowCounts(s.ctx)) !== JSON.stringify(before))
          problems.push(`${field}: rows written`);
      }
      expect(problems).toEqual([]);
    });

    it('still has its tables and demo users after the SQL fragments', async () => {
      const counts = await rowCounts(s.ctx);
      expect(counts.users).toBeGreaterThanOrEqual(10);
      await s.login('anchor01');
    });
  });
});
