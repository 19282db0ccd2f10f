import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { ContentType } from '../../../protocol/im';
import { ApiError } from '../../http/apiError';
import { checkContent } from './contentRules';

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.code : -1;
  }
}

const item = (contentType: number, content: object | string) => ({
  clientMsgID: 'c1',
  senderNickname: 'Lily',
  sendTime: 1,
  contentType,
  content: typeof content === 'string' ? content : JSON.stringify(content),
});

const merged = (messages: unknown[]) =>
  JSON.stringify({ title: 'History', summaries: ['Lily: hi'], messageIDs: ['c1'], messages });

/** Our storage: '/uploads/' and a key of newKey's shape. */
const RULES = {
  isMedia: (url: string) => /^\/uploads\/[a-z]+\/\d{8}\/[0-9a-f]{24}\.[a-z0-9]{2,4}$/.test(url),
};
const KEY = '/uploads/chat/20261122/0123456789abcdef01234567';
const check = (contentType: number, content: string) => checkContent(contentType, content, RULES);

describe('message content rules', () => {
  it('checks each kind against its schema and media URLs against our storage', () => {
    expect(codeOf(() => check(ContentType.Text, JSON.stringify({ text: 'hi' })))).toBeUndefined();
    expect(codeOf(() => check(ContentType.Text, '{'))).toBe(ErrorCode.InvalidInput);
    expect(codeOf(() => check(999, '{}'))).toBe(ErrorCode.FileFormat);
    const picture = (url: string) => JSON.stringify({ bigPicture: { url, width: 1, height: 1, size: 1 } });
    expect(codeOf(() => check(ContentType.Picture, picture(`${KEY}.png`)))).toBeUndefined();
    // Only files of our storage: not another site, not a path that climbs out of /uploads/.
    for (const url of [
      'javascript:alert(1)',
      'https://tracker.example/pixel.png',
      `https://evil.example${KEY}.png`,
      '/uploads/../web/openapi.json',
      `/uploads/chat/20261122/../../${KEY.slice(9)}.png`,
      `${KEY}.png?x=1`,
    ])
      expect(
        codeOf(() => check(ContentType.Picture, picture(url))),
        url,
      ).toBe(ErrorCode.InvalidInput);
    expect(codeOf(() => check(ContentType.Picture, picture(`${KEY}.exe`)))).toBe(ErrorCode.FileFormat);
  });

  it('checks every message inside a merged forward as its own kind', () => {
    const ok = merged([item(ContentType.Text, { text: 'hi' })]);
    expect(codeOf(() => check(ContentType.Merged, ok))).toBeUndefined();
    const badInner = merged([item(ContentType.Text, { text: '' })]);
    expect(codeOf(() => check(ContentType.Merged, badInner))).toBe(ErrorCode.InvalidInput);
    const badUrl = merged([item(ContentType.File, { url: 'javascript:alert(1)', name: 'x', size: 1 })]);
    expect(codeOf(() => check(ContentType.Merged, badUrl))).toBe(ErrorCode.InvalidInput);
    const unknownKind = merged([item(2101, '{}')]);
    expect(codeOf(() => check(ContentType.Merged, unknownKind))).toBe(ErrorCode.FileFormat);
  });

  it('allows a merged forward inside a merged forward one level deep only', () => {
    const inner = merged([item(ContentType.Text, { text: 'hi' })]);
    const twice = merged([item(ContentType.Merged, inner)]);
    expect(codeOf(() => check(ContentType.Merged, twice))).toBe(ErrorCode.InvalidInput);
    const plainInner = JSON.stringify({ title: 't', summaries: [], messageIDs: [] });
    const once = merged([item(ContentType.Merged, plainInner)]);
    expect(codeOf(() => check(ContentType.Merged, once))).toBeUndefined();
  });
});
