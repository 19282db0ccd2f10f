/**
 * The title and body of a popup (§4 push handling). Our pushes carry their text, written by the
 * server in the subscription's language; a push that follows §3 alone carries only its type's
 * object, so the text is made from that object in the user's language (sw/language.ts) with the
 * table of protocol/pushTexts.ts. Pure, tested in Node (sw/pushLogic.test.ts). May import protocol/ only.
 */
import type { Language } from '../protocol/language';
import { noticeScore, sideScoreText } from '../protocol/matchScore';
import { type IncomingPush, type IncomingPushOf, PushType } from '../protocol/push';
import { CHAT_KIND_KEYS, localName, pushText } from '../protocol/pushTexts';

/** The title of a popup that has nothing better (the app's name, never translated). */
export const APP_NAME = 'Tribune';

export interface PushText {
  title: string;
  body: string;
}

/** §4 type 5: "Full time" and `League: Home 2 - 1 Away`, names in `lang` (as the server writes it). */
function matchStatusText(
  m: IncomingPushOf<typeof PushType.MatchStatus>['matchStatus'],
  lang: Language,
): PushText {
  const home = localName(m.homeName, lang);
  const away = localName(m.awayName, lang);
  const league = localName(m.leagueMatchName, lang);
  const [hs, as] = noticeScore(m.status, m.sportId, m.homeScore, m.awayScore, m.vbScores);
  const line = `${home} ${sideScoreText(hs)} - ${sideScoreText(as)} ${away}`;
  const title = pushText(`matchStatus.${m.status}` as const, lang);
  return { title, body: league ? `${league}: ${line}` : line };
}

/** §4 type 8: the sender (or the group, with the sender before the kind) and the kind of message. */
function chatText(c: IncomingPushOf<typeof PushType.Chat>['openIMContentDTO'], lang: Language): PushText {
  const kind = CHAT_KIND_KEYS[c.MessageType];
  if (c.GroupName) {
    const what = pushText(kind ?? 'chat.message', lang);
    return { title: c.GroupName, body: c.SenderName ? `${c.SenderName}: ${what}` : what };
  }
  return { title: c.SenderName || APP_NAME, body: pushText(kind ?? 'chat.hidden', lang) };
}

/** The text the push carries when it has one (ours), else the one made from its §3 object in `lang`. */
export function pushTextOf(message: IncomingPush, lang: Language): PushText {
  if (message.title || message.body) return { title: message.title || APP_NAME, body: message.body ?? '' };
  switch (message.type) {
    case PushType.MatchSoon: {
      const { homeName: home, awayName: away } = message.bookMatch;
      return {
        title: pushText('matchSoon.title', lang),
        body: pushText('matchSoon.body', lang, { home, away }),
      };
    }
    case PushType.AnchorLive:
      return {
        title: pushText('anchorLive.title', lang, { name: message.bookAnchor.name }),
        body: pushText('anchorLive.body', lang),
      };
    case PushType.Custom:
      return { title: message.notify.title || APP_NAME, body: message.notify.body };
    case PushType.MatchStatus:
      return matchStatusText(message.matchStatus, lang);
    case PushType.Chat:
      return chatText(message.openIMContentDTO, lang);
    case PushType.News:
      return { title: APP_NAME, body: '' };
  }
}
