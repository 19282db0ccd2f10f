import type { Access, EndpointInfo } from './endpointInfo';

/**
 * The platform console's calls for the refused words, pushes (compose, audience, history) and rich-text pages (versions per language); spread into protocol/endpoints.ts. Every one is
 * 'admin' but pushShown (a platform admin's token, or the admin key of `npm run admin`).
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

export const adminContentEndpoints = {
  adminWordsList: post('admin', '/admin/words/list'),
  adminWordsAdd: post('admin', '/admin/words/add'),
  adminWordsRemove: post('admin', '/admin/words/remove'),
  adminWordsImport: post('admin', '/admin/words/import'),
  adminWordsTest: post('admin', '/admin/words/test'),
  adminPushSend: post('admin', '/admin/pushes/send'),
  adminPushHistory: post('admin', '/admin/pushes/list'),
  adminPushOne: post('admin', '/admin/pushes/one'),
  adminRichTextVersions: post('admin', '/admin/rich_text/versions'),
  adminRichTextCurrent: post('admin', '/admin/rich_text/current'),
  adminRichTextVersion: post('admin', '/admin/rich_text/version'),
  adminRichTextSave: post('admin', '/admin/rich_text/save'),
  adminRichTextRestore: post('admin', '/admin/rich_text/restore'),
  /**
   * The one public call here: the service worker says it showed a console push (the "delivered"
   * count); rate-limited per address, counted once per push and subscription.
   */
  pushShown: post('public', '/jpush/shown'),
} as const satisfies Record<string, EndpointInfo>;
