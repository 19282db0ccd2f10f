import * as c from './adminContent';
import { adminContentEndpoints as e } from './adminContentEndpoints';

/** Summaries and schemas of protocol/adminContentEndpoints.ts, spread into protocol/api.ts. */
export const adminContentApi = {
  adminWordsList: {
    ...e.adminWordsList,
    summary: 'The refused words of room and private chat: a page, searched, with the list version',
    request: c.wordsListRequest,
    response: c.wordsListResponse,
  },
  adminWordsAdd: {
    ...e.adminWordsAdd,
    summary: 'Add refused words (refused with rule `stale` when the list changed since `version`)',
    request: c.wordsChangeRequest,
    response: c.wordsChangeResponse,
  },
  adminWordsRemove: {
    ...e.adminWordsRemove,
    summary: 'Remove refused words (refused with rule `stale` when the list changed since `version`)',
    request: c.wordsChangeRequest,
    response: c.wordsChangeResponse,
  },
  adminWordsImport: {
    ...e.adminWordsImport,
    summary: 'Add the words of a .txt / .csv file (UTF-8 text, one per line or comma separated)',
    request: c.wordsImportRequest,
    response: c.wordsChangeResponse,
  },
  adminWordsTest: {
    ...e.adminWordsTest,
    summary: 'Would this sentence be refused in chat, and by which words',
    request: c.wordsTestRequest,
    response: c.wordsTestResponse,
  },
  adminPushSend: {
    ...e.adminPushSend,
    summary: 'Send a type 4 push: texts per language, the click, the audience; answers its counts',
    request: c.pushComposeRequest,
    response: c.adminPushRow,
  },
  adminPushHistory: {
    ...e.adminPushHistory,
    summary: 'The pushes the platform sent, newest first, with their counts',
    request: c.pushHistoryRequest,
    response: c.pushHistoryResponse,
  },
  adminPushOne: {
    ...e.adminPushOne,
    summary: 'One push of the history with its counts as they are now',
    request: c.pushOneRequest,
    response: c.adminPushRow,
  },
  adminRichTextVersions: {
    ...e.adminRichTextVersions,
    summary: 'The saved versions of a rich-text document in one language, newest first',
    request: c.richTextVersionsRequest,
    response: c.richTextVersionsResponse,
  },
  adminRichTextCurrent: {
    ...e.adminRichTextCurrent,
    summary: 'The rich-text document users see now in one language (newest version, else the seeded one)',
    request: c.richTextCurrentRequest,
    response: c.richTextCurrentResponse,
  },
  adminRichTextVersion: {
    ...e.adminRichTextVersion,
    summary: 'One saved version of a rich-text document, with its HTML',
    request: c.richTextVersionRequest,
    response: c.richTextVersionResponse,
  },
  adminRichTextSave: {
    ...e.adminRichTextSave,
    summary: 'Save a rich-text document in one language as its newest version',
    request: c.richTextSaveRequest,
    response: c.richTextVersionResponse,
  },
  adminRichTextRestore: {
    ...e.adminRichTextRestore,
    summary: 'Save an older version of a rich-text document again as its newest version',
    request: c.richTextVersionRequest,
    response: c.richTextVersionResponse,
  },
  pushShown: {
    ...e.pushShown,
    summary: 'The service worker showed a console push (counted once per push and subscription)',
    request: c.pushShownRequest,
    response: c.pushShownResponse,
  },
};
