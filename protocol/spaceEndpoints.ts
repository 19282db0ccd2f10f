import type { Access, EndpointInfo } from './endpointInfo';

/**
 * The anchor's space (§7 Anchor: imageList, addImage, deleteImage, noteList, addNote, deleteNote,
 * recent_earnings, gift_detail; /web_my/my_fans), spread into protocol/endpoints.ts. The lists are
 * public (an anchor's wall and posts are shown to viewers; a token fills in the caller's own
 * like/collect state, and lets an anchor omit `anchorId` for their own). sortImage, note_like and
 * note_collect are ours (reorder, §3 like/collect toggle).
 */
const post = <A extends Access>(access: A, path: string, summary: string) =>
  ({ method: 'POST', path, access, summary }) as const;

export const spaceEndpoints = {
  imageList: post('public', '/web_anchor/imageList', "An anchor's photo wall, in the anchor's order, paged"),
  addImage: post('user', '/web_anchor/addImage', 'Add an uploaded picture to my photo wall (anchors)'),
  deleteImage: post(
    'user',
    '/web_anchor/deleteImage',
    'Delete a photo and its file (its anchor or an admin)',
  ),
  sortImage: post('user', '/web_anchor/sortImage', 'Reorder my photo wall: every photo id, in the new order'),
  noteList: post('public', '/web_anchor/noteList', "An anchor's posts, newest first, paged"),
  addNote: post('user', '/web_anchor/addNote', 'Write a post: text and up to 9 pictures (anchors)'),
  deleteNote: post(
    'user',
    '/web_anchor/deleteNote',
    'Delete a post and its pictures (its anchor or an admin)',
  ),
  noteLike: post('user', '/web_anchor/note_like', 'Like (state 1) or unlike (state 2) a post'),
  noteCollect: post('user', '/web_anchor/note_collect', 'Collect (state 1) or uncollect (state 2) a post'),
  myFans: post('user', '/web_my/my_fans', 'My fans (anchors), newest first, paged, searchable by nickname'),
  recentEarnings: post(
    'user',
    '/web_anchor/recent_earnings',
    'Gifts received per day and in total, with the balances (anchors)',
  ),
  giftDetail: post('user', '/web_anchor/gift_detail', 'Gifts received: who sent what, when, paged (anchors)'),
} as const satisfies Record<string, EndpointInfo>;
