import { z } from 'zod';

import { fanSchema, uidField } from './anchor';
import { pageFields, pageOf } from './pagination';
import {
  charCount,
  EARNINGS_DAYS_DEFAULT,
  EARNINGS_DAYS_MAX,
  FANS_KEYWORD_MAX,
  type GiftRecordRow,
  NOTE_PICTURES_MAX,
  NOTE_TEXT_MAX,
  type Note,
  type Photo,
  PHOTO_DESCRIPTION_MAX,
  PHOTO_WALL_MAX,
  type ReactionResult,
  ReactionState,
  type RecentEarnings,
} from './space';
import { spaceEndpoints as e } from './spaceEndpoints';

// The schemas of the anchor's space; limits and answer types are in protocol/space.ts.

const MARKUP = /<[a-z!/?]/i;
const rowId = z.number().int().min(1).max(2_147_483_647);
/** A stored upload URL (the signed URL without its query); the server checks it is ours. */
const pictureUrl = z.string().min(1).max(500);
const state = z.union([z.literal(ReactionState.Active), z.literal(ReactionState.Inactive)]);

/** `anchorId` omitted: the caller's own (a login is then needed). */
export const spaceListRequest = z.strictObject({ anchorId: uidField.optional(), ...pageFields });

export const photoSchema = z.object({
  id: z.number().int(),
  anchorId: z.string(),
  url: z.string(),
  thumb: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  description: z.string(),
  createdAt: z.number(),
}) satisfies z.ZodType<Photo>;

export const photoDescription = z
  .string()
  .trim()
  .refine((s) => charCount(s) <= PHOTO_DESCRIPTION_MAX, { message: 'too_big' })
  .refine((s) => !MARKUP.test(s), { message: 'markup' });
export const addImageRequest = z.strictObject({ url: pictureUrl, description: photoDescription.default('') });
export const idRequest = z.strictObject({ id: rowId });
/** Every photo id of the caller's wall, each once, in the new order (first shown first). */
export const sortImageRequest = z.strictObject({ ids: z.array(rowId).min(1).max(PHOTO_WALL_MAX) });

const notePictureSchema = z.object({
  url: z.string(),
  thumb: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export const noteSchema = z.object({
  id: z.number().int(),
  anchorId: z.string(),
  text: z.string(),
  pictures: z.array(notePictureSchema),
  createdAt: z.number(),
  likes: z.number().int(),
  collects: z.number().int(),
  likeState: state,
  collectState: state,
}) satisfies z.ZodType<Note>;

/** Text, or at least one picture; at most 9 pictures, no picture twice. */
export const addNoteRequest = z
  .strictObject({
    text: z
      .string()
      .trim()
      .refine((s) => charCount(s) <= NOTE_TEXT_MAX, { message: 'too_big' })
      .refine((s) => !MARKUP.test(s), { message: 'markup' })
      .default(''),
    pictures: z
      .array(pictureUrl)
      .max(NOTE_PICTURES_MAX)
      .refine((list) => new Set(list).size === list.length, { message: 'duplicate' })
      .default([]),
  })
  .refine((v) => v.text.length > 0 || v.pictures.length > 0, { message: 'empty', path: ['text'] });

export const reactionRequest = z.strictObject({ noteId: rowId, state });
export const reactionResponse = z.object({
  noteId: z.number().int(),
  state,
  count: z.number().int(),
  changed: z.boolean(),
}) satisfies z.ZodType<ReactionResult>;

export const fansRequest = z.strictObject({
  keyword: z.string().trim().max(FANS_KEYWORD_MAX).optional(),
  ...pageFields,
});

export const recentEarningsRequest = z.strictObject({
  days: z.number().int().min(1).max(EARNINGS_DAYS_MAX).default(EARNINGS_DAYS_DEFAULT),
});
export const recentEarningsResponse = z.object({
  days: z.array(z.object({ day: z.string(), coins: z.number().int(), gifts: z.number().int() })),
  total: z.number().int(),
  allTime: z.number().int(),
  earningBalance: z.number().int(),
  balance: z.number().int(),
  timeZone: z.string(),
}) satisfies z.ZodType<RecentEarnings>;

export const giftRecordSchema = z.object({
  id: z.number().int(),
  sender: z.object({
    uid: z.string(),
    appNumber: z.string(),
    nickname: z.string(),
    avatar: z.string().nullable(),
  }),
  giftId: z.number().int(),
  giftName: z.string(),
  icon: z.string(),
  count: z.number().int(),
  coins: z.number().int(),
  at: z.number(),
}) satisfies z.ZodType<GiftRecordRow>;
export const pageRequest = z.strictObject({ ...pageFields });

/** Summaries and schemas of the calls of protocol/spaceEndpoints.ts, spread into protocol/api.ts. */
export const spaceApi = {
  imageList: {
    ...e.imageList,
    summary: "An anchor's photo wall, in the anchor's order, paged",
    request: spaceListRequest,
    response: pageOf(photoSchema),
  },
  addImage: {
    ...e.addImage,
    summary: 'Add an uploaded picture to my photo wall (anchors)',
    request: addImageRequest,
    response: photoSchema,
  },
  deleteImage: {
    ...e.deleteImage,
    summary: 'Delete a photo and its file (its anchor or an admin)',
    request: idRequest,
    response: z.object({ id: z.number().int() }),
  },
  sortImage: {
    ...e.sortImage,
    summary: 'Reorder my photo wall: every photo id, in the new order',
    request: sortImageRequest,
    response: z.object({ ids: z.array(z.number().int()) }),
  },
  noteList: {
    ...e.noteList,
    summary: "An anchor's posts, newest first, paged",
    request: spaceListRequest,
    response: pageOf(noteSchema),
  },
  addNote: {
    ...e.addNote,
    summary: 'Write a post: text and up to 9 pictures (anchors)',
    request: addNoteRequest,
    response: noteSchema,
  },
  deleteNote: {
    ...e.deleteNote,
    summary: 'Delete a post and its pictures (its anchor or an admin)',
    request: idRequest,
    response: z.object({ id: z.number().int() }),
  },
  noteLike: {
    ...e.noteLike,
    summary: 'Like (state 1) or unlike (state 2) a post',
    request: reactionRequest,
    response: reactionResponse,
  },
  noteCollect: {
    ...e.noteCollect,
    summary: 'Collect (state 1) or uncollect (state 2) a post',
    request: reactionRequest,
    response: reactionResponse,
  },
  myFans: {
    ...e.myFans,
    summary: 'My fans (anchors), newest first, paged, searchable by nickname',
    request: fansRequest,
    response: pageOf(fanSchema),
  },
  recentEarnings: {
    ...e.recentEarnings,
    summary: 'Gifts received per day and in total, with the balances (anchors)',
    request: recentEarningsRequest,
    response: recentEarningsResponse,
  },
  giftDetail: {
    ...e.giftDetail,
    summary: 'Gifts received: who sent what, when, paged (anchors)',
    request: pageRequest,
    response: pageOf(giftRecordSchema),
  },
} as const;
