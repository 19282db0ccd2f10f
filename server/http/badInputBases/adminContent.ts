import type { adminContentEndpoints } from '../../../protocol/adminContentEndpoints';
import type { BadInputBase } from './base';

const texts = { en: { title: 'Hello', body: 'There' } };

/** The bad-input suite's rows (./base.ts) of protocol/adminContentEndpoints.ts, all sent as an admin. */
export const adminContentBases = {
  adminWordsList: { body: {}, auth: 'admin', readOnly: true },
  // A list version that never was: refused as stale, nothing changed.
  adminWordsAdd: { body: { words: ['newword'], version: 999999 }, auth: 'admin' },
  adminWordsRemove: { body: { words: ['freebet'], version: 999999 }, auth: 'admin' },
  adminWordsImport: {
    body: { fileName: 'words.txt', contentBase64: 'bmV3d29yZA==', version: 999999 },
    auth: 'admin',
  },
  adminWordsTest: { body: { sentence: 'what a goal' }, auth: 'admin', readOnly: true },
  // An unknown user: refused (4012) before anything is stored or sent.
  adminPushSend: {
    body: {
      texts,
      webActionType: 3,
      webActionContent: 'https://example.com/news',
      audience: { kind: 'user', username: 'nobody999x' },
    },
    auth: 'admin',
  },
  adminPushHistory: { body: {}, auth: 'admin', readOnly: true },
  adminPushOne: { body: { id: 'no-such-push' }, auth: 'admin' },
  adminRichTextVersions: { body: { key: 'service', lang: 'en' }, auth: 'admin', readOnly: true },
  adminRichTextCurrent: { body: { key: 'service', lang: 'en' }, auth: 'admin', readOnly: true },
  adminRichTextVersion: { body: { id: 999999 }, auth: 'admin' },
  // Started from a version that is not the newest: refused as stale.
  adminRichTextSave: {
    body: { key: 'service', lang: 'en', title: 'Terms', html: '<p>Hi</p>', baseVersionId: 999999 },
    auth: 'admin',
  },
  adminRichTextRestore: { body: { id: 999999 }, auth: 'admin' },
  // Public: an unknown push and subscription count nothing.
  pushShown: { body: { id: 'no-such-push', endpoint: 'https://push.example.com/x' }, readOnly: true },
} satisfies Record<keyof typeof adminContentEndpoints, BadInputBase>;
