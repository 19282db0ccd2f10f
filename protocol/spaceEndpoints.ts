import type { Access, EndpointInfo } from './endpointInfo';

/**
 * The anchor's space (§7 Anchor: imageList, addImage, deleteImage, noteList, addNote, deleteNote,
 * recent_earnings, gift_detail; /web_my/my_fans), spread into protocol/endpoints.ts. The lists are
 * public (an anchor's wall and posts are shown to viewers; a token fills in the caller's own
 * like/collect state, and lets an anchor omit `anchorId` for their own). sortImage, note_like and
 * note_collect are ours (reorder, §3 like/collect toggle).
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

export const spaceEndpoints = {
  imageList: post('public', '/web_anchor/imageList'),
  addImage: post('user', '/web_anchor/addImage'),
  deleteImage: post('user', '/web_anchor/deleteImage'),
  sortImage: post('user', '/web_anchor/sortImage'),
  noteList: post('public', '/web_anchor/noteList'),
  addNote: post('user', '/web_anchor/addNote'),
  deleteNote: post('user', '/web_anchor/deleteNote'),
  noteLike: post('user', '/web_anchor/note_like'),
  noteCollect: post('user', '/web_anchor/note_collect'),
  myFans: post('user', '/web_my/my_fans'),
  recentEarnings: post('user', '/web_anchor/recent_earnings'),
  giftDetail: post('user', '/web_anchor/gift_detail'),
} as const satisfies Record<string, EndpointInfo>;
