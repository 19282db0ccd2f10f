/**
 * The anchor's space (§1, §2 photo wall, posts, fans, earnings; §3 Photo, like/collect; §5 limits):
 * constants and the shapes of the answers, without zod (the page imports this module; the schemas
 * are in protocol/spaceApi.ts). Photos and posts are an anchor's, shown to everyone; only the anchor
 * (or a platform admin) changes them. Pictures are files of our storage (the signed upload flow,
 * upload type `photo`), each with a small thumbnail the server makes once, in the background, right
 * after the picture is added (until then `thumb` is null: show a box of `width` × `height`).
 */

/** §5 / §3: a photo description has at most 20 characters (code points, so an emoji counts once). */
export const PHOTO_DESCRIPTION_MAX = 20;
/** §5 / §9: a post has at most 9 pictures. */
export const NOTE_PICTURES_MAX = 9;
/** Our bound on a post's text. */
export const NOTE_TEXT_MAX = 1000;
/** Our bound on one anchor's photo wall (a reorder sends every id). */
export const PHOTO_WALL_MAX = 500;
/** Thumbnails fit in this square (JPEG): the first screen of a 200-photo wall stays far under 1 MB. */
export const THUMB_MAX_SIDE = 240;
/** Pictures bigger than this many pixels are refused (decoding one costs 4 bytes a pixel). */
export const PICTURE_MAX_PIXELS = 36_000_000;
/** §5: pictures at most this high (the compression rule of §5 scales taller ones down first). */
export const PICTURE_MAX_SIDE = 20_000;
/** Recent earnings: days asked for by default and at most. */
export const EARNINGS_DAYS_DEFAULT = 7;
export const EARNINGS_DAYS_MAX = 90;
/** Fans search: keyword length. */
export const FANS_KEYWORD_MAX = 50;

/** The §3 like/collect toggle: state 1 active, 2 inactive; the counter moves by exactly one. */
export const ReactionState = { Active: 1, Inactive: 2 } as const;
export type ReactionStateValue = (typeof ReactionState)[keyof typeof ReactionState];

/** Characters as a person counts them (code points): the §5 limits are in these. */
export function charCount(text: string): number {
  return [...text].length;
}

/**
 * One photo of a wall. `thumb` is a small JPEG (or `url` itself when the original is that small),
 * null for the few seconds after adding while it is being made.
 */
export interface Photo {
  id: number;
  /** The anchor's uid. */
  anchorId: string;
  url: string;
  thumb: string | null;
  /** Pixel size of the original, so a wall lays out before any picture loads. */
  width: number;
  height: number;
  description: string;
  createdAt: number;
}

export interface NotePicture {
  url: string;
  thumb: string | null;
  width: number;
  height: number;
}

/** A post ("dynamics"). `createdAt` in epoch ms: the page applies the §4 post-time rules. */
export interface Note {
  id: number;
  anchorId: string;
  text: string;
  pictures: NotePicture[];
  createdAt: number;
  likes: number;
  collects: number;
  /** The caller's own like and collect (2 for guests). */
  likeState: ReactionStateValue;
  collectState: ReactionStateValue;
}

/** Answer of a like or collect toggle; `changed` false when the post was already in that state. */
export interface ReactionResult {
  noteId: number;
  state: ReactionStateValue;
  count: number;
  changed: boolean;
}

/** Gifts received on one day (YYYY-MM-DD in the site's time zone), in gold coins. */
export interface EarningsDay {
  day: string;
  coins: number;
  gifts: number;
}

export interface RecentEarnings {
  /** Every day of the window, oldest first (days without gifts are 0). */
  days: EarningsDay[];
  /** Coins received in the window. */
  total: number;
  /** Coins received since the account began. */
  allTime: number;
  /** The ledger's earning account of the anchor (gift income), and the spendable coins. */
  earningBalance: number;
  balance: number;
  /** The time zone the days are counted in. */
  timeZone: string;
}

/** One gift received (gift_detail): who sent which gift, how many, for how many coins, when. */
export interface GiftRecordRow {
  id: number;
  sender: { uid: string; appNumber: string; nickname: string; avatar: string | null };
  giftId: number;
  giftName: string;
  icon: string;
  count: number;
  coins: number;
  at: number;
}
