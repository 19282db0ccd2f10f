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

describe('message content rules', () => {
  it('checks each kind against its schema and media URLs against our storage', () => {
    expect(codeOf(() => checkContent(ContentType.Text, JSON.stringify({ text: 'hi' })))).toBeUndefined();
    expect(codeOf(() => checkContent(ContentType.Text, '{'))).toBe(ErrorCode.InvalidInput);
    expect(codeOf(() => checkContent(999, '{}'))).toBe(ErrorCode.FileFormat);
    const picture = (url: string) => JSON.stringify({ bigPicture: { url, width: 1, height: 1, size: 1 } });
    expect(
      codeOf(() => checkContent(ContentType.Picture, picture('/uploads/chat/20261122/a.png'))),
    ).toBeUndefined();
    expect(codeOf(() => checkContent(ContentType.Picture, picture('javascript:alert(1)')))).toBe(
      ErrorCode.InvalidInput,
    );
    expect(codeOf(() => checkContent(ContentType.Picture, picture('/uploads/chat/20261122/a.exe')))).toBe(
      ErrorCode.FileFormat,
    );
  });

  it('checks every message inside a merged forward as its own kind', () => {
    const ok = merged([item(ContentType.Text, { text: 'hi' })]);
    expect(codeOf(() => checkContent(ContentType.Merged, ok))).toBeUndefined();
    const badInner = merged([item(ContentType.Text, { text: '' })]);
    expect(codeOf(() => checkContent(ContentType.Merged, badInner))).toBe(ErrorCode.InvalidInput);
    const badUrl = merged([item(ContentType.File, { url: 'javascript:alert(1)', name: 'x', size: 1 })]);
    expect(codeOf(() => checkContent(ContentType.Merged, badUrl))).toBe(ErrorCode.InvalidInput);
    const unknownKind = merged([item(2101, '{}')]);
    expect(codeOf(() => checkContent(ContentType.Merged, unknownKind))).toBe(ErrorCode.FileFormat);
  });

  it('allows a merged forward inside a merged forward one level deep only', () => {
    const inner = merged([item(ContentType.Text, { text: 'hi' })]);
    const twice = merged([item(ContentType.Merged, inner)]);
    expect(codeOf(() => checkContent(ContentType.Merged, twice))).toBe(ErrorCode.InvalidInput);
    const plainInner = JSON.stringify({ title: 't', summaries: [], messageIDs: [] });
    const once = merged([item(ContentType.Merged, plainInner)]);
    expect(codeOf(() => checkContent(ContentType.Merged, once))).toBeUndefined();
  });
});
