import { describe, expect, it } from 'vitest';

import { AT_ALL } from '../../../../protocol/groupConstants';
import { atUserIDsOf, insertMention, mentionQuery, mentionsMe, splitMentions } from './mentions';

describe('typing a mention', () => {
  it('finds the "@" being typed at the start or after a space, not inside a word', () => {
    expect(mentionQuery('hi @am', 6)).toEqual({ start: 3, query: 'am' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail a@b', 8)).toBeNull();
    expect(mentionQuery('hi @amy there', 13)).toBeNull();
    expect(mentionQuery('no mention', 10)).toBeNull();
  });

  it('puts "@name " in place of the query and the caret after it', () => {
    expect(insertMention('hi @am!', 3, 6, 'Amy Lee')).toEqual({ text: 'hi @Amy Lee !', caret: 12 });
  });

  it('sends the ids of the picked people still named, each once', () => {
    const picked = [
      { userID: '12', name: 'Amy' },
      { userID: '13', name: 'Bo' },
      { userID: '12', name: 'Amy' },
      { userID: AT_ALL, name: 'All' },
    ];
    expect(atUserIDsOf('@Amy and @All come', picked)).toEqual(['12', AT_ALL]);
    expect(atUserIDsOf('@Amyx only', picked)).toEqual([]);
  });
});

describe('reading a mention', () => {
  it('splits known names whole, the longest first, and marks mine', () => {
    const parts = splitMentions('@Ann Lee and @Ann see @Bo.', ['Ann', 'Ann Lee'], ['Ann Lee']);
    expect(parts).toEqual([
      { text: '@Ann Lee', mention: true, me: true },
      { text: ' and ', mention: false },
      { text: '@Ann', mention: true, me: false },
      { text: ' see ', mention: false },
      { text: '@Bo.', mention: true, me: false },
    ]);
    expect(splitMentions('a@b.c', [], [])).toEqual([{ text: 'a@b.c', mention: false }]);
  });

  it('knows a message to me or to everyone', () => {
    expect(mentionsMe(['12'], '12')).toBe(true);
    expect(mentionsMe([AT_ALL], '12')).toBe(true);
    expect(mentionsMe(['13'], '12')).toBe(false);
  });
});
