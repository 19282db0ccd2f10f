import { randomBytes } from 'node:crypto';

import type { ImMessage } from '../../../protocol/im';
import { FALLBACK_LANGUAGE, type Language } from '../../../protocol/language';
import type { MatchNotification } from '../../../protocol/matchLive';
import { noticeScore, sideScoreText } from '../../../protocol/matchScore';
import { type AdminPushRequest, type PushMessage, PushType } from '../../../protocol/push';
import type { PushEnvelope } from './sender';
import { topicOf } from './sender';
import { chatPreview, matchStatusTitle, pushText } from './texts';

/**
 * The push of each §4 type, in the recipient's language, with how it travels (TTL, urgency, and a
 * topic per subject so a newer push of the same match, room or conversation replaces an older one
 * still waiting at the push service).
 */

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const PREVIEW_MAX = 200;

export function pushId(): string {
  return randomBytes(9).toString('base64url');
}

type Names = Partial<Record<string, string>>;

/** The name in `lang`, else English, else any. */
export function nameIn(names: Names, lang: Language): string {
  return names[lang] ?? names[FALLBACK_LANGUAGE] ?? Object.values(names).find(Boolean) ?? '';
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface MatchSoon {
  matchId: number;
  kickoffAt: number;
  home: Names;
  away: Names;
  liveCount: number;
}

/** Type 1: a booked match starts in 5 minutes (kept until kickoff at most). */
export function matchSoonPush(m: MatchSoon, lang: Language, now: number): PushEnvelope {
  const homeName = nameIn(m.home, lang);
  const awayName = nameIn(m.away, lang);
  const message: PushMessage = {
    type: PushType.MatchSoon,
    id: pushId(),
    title: pushText('matchSoon.title', lang),
    body: pushText('matchSoon.body', lang, { home: homeName, away: awayName }),
    sentAt: now,
    bookMatch: { matchId: m.matchId, homeName, awayName, liveCount: m.liveCount },
  };
  const ttl = Math.max(60, Math.ceil((m.kickoffAt - now) / 1000));
  return { message, ttl, urgency: 'high', topic: topicOf(`match:${m.matchId}`) };
}

export interface AnchorLive {
  /** The room: the click opens /anchor/room/{id}. */
  id: number;
  name: string;
  imgUrl: string;
}

/** Type 2: a followed anchor went live. */
export function anchorLivePush(a: AnchorLive, lang: Language, now: number): PushEnvelope {
  const message: PushMessage = {
    type: PushType.AnchorLive,
    id: pushId(),
    title: pushText('anchorLive.title', lang, { name: a.name }),
    body: pushText('anchorLive.body', lang),
    sentAt: now,
    bookAnchor: { id: a.id, name: a.name, imgUrl: a.imgUrl },
  };
  return { message, ttl: 2 * HOUR_S, urgency: 'high', topic: topicOf(`anchor:${a.id}`) };
}

/** Type 5: a booked match changed status (§3 match status notification; names in `lang` only). */
export function matchStatusPush(n: MatchNotification, lang: Language, now: number): PushEnvelope {
  const home = nameIn(n.homeName, lang);
  const away = nameIn(n.awayName, lang);
  const league = nameIn(n.leagueMatchName, lang);
  const [hs, as] = noticeScore(n.status, n.sportId, n.homeScore, n.awayScore, n.vbScores);
  const line = `${home} ${sideScoreText(hs)} - ${sideScoreText(as)} ${away}`;
  const only = (value: string) => (value ? { [lang]: value } : {});
  const message: PushMessage = {
    type: PushType.MatchStatus,
    id: pushId(),
    title: matchStatusTitle(n.status, lang),
    body: league ? `${league}: ${line}` : line,
    sentAt: now,
    matchStatus: { ...n, homeName: only(home), awayName: only(away), leagueMatchName: only(league) },
  };
  return { message, ttl: HOUR_S, urgency: 'high', topic: topicOf(`match:${n.matchId}`) };
}

/** The group of a type 8 push of a group message. */
export interface ChatGroup {
  groupID: string;
  name: string;
  avatar: string | null;
}

/**
 * Type 8: a chat message; `showContent` false (message settings) hides the text and picture. A
 * group message is titled with the group's name, its body starts with the sender, its picture is
 * the group's, and GroupId / GroupName are set.
 */
export function chatPush(
  m: ImMessage,
  lang: Language,
  now: number,
  options: { showContent: boolean; silent: boolean },
  /** A group message: the popup names the group (title) and shows its picture. */
  group?: ChatGroup,
): PushEnvelope {
  const sender = clip(m.senderNickname || m.sendID, 60);
  const groupName = group ? clip(group.name, 60) : '';
  const image = group ? (group.avatar ?? '') : (m.senderFaceUrl ?? '');
  const message: PushMessage = {
    type: PushType.Chat,
    id: pushId(),
    title: group ? groupName : sender,
    body: options.showContent
      ? clip(`${group ? `${sender}: ` : ''}${chatPreview(m.contentType, m.content, lang)}`, PREVIEW_MAX)
      : pushText('chat.hidden', lang),
    silent: options.silent,
    sentAt: now,
    openIMContentDTO: {
      GroupId: group?.groupID ?? '',
      GroupName: groupName,
      SenderName: sender,
      MessageType: m.contentType,
      ImageURL: options.showContent ? image : '',
      SendID: m.sendID,
      ConversationID: m.conversationID,
      ClientMsgID: m.clientMsgID,
      Seq: m.seq,
    },
  };
  return { message, ttl: DAY_S, urgency: 'high', topic: topicOf(`chat:${m.conversationID}`) };
}

/** Types 4 (custom) and 3 (news) from the platform admin: the same text for every language. */
export function adminPush(input: AdminPushRequest, id: string, now: number): PushEnvelope {
  const common = { id, title: input.title, body: input.body, sentAt: now };
  const message: PushMessage =
    input.type === PushType.News
      ? { type: PushType.News, ...common, bookNews: { imgUrl: input.imgUrl ?? '' } }
      : {
          type: PushType.Custom,
          ...common,
          notify: {
            title: input.title,
            body: input.body,
            webActionType: input.webActionType,
            webActionContent: input.webActionContent,
          },
        };
  return { message, ttl: DAY_S, urgency: 'normal', topic: topicOf(`admin:${id}`) };
}
