import { describe, expect, it } from 'vitest';

import { EMOJI_COUNT } from '../../../protocol/im';
import { EMOJI, emojiPlain, splitEmoji, toTokens } from './emoji';

describe('chat emoji tokens (§3, [::N::] of a 109 set)', () => {
  it('has 109 distinct emoji', () => {
    expect(EMOJI).toHaveLength(EMOJI_COUNT);
    expect(new Set(EMOJI).size).toBe(EMOJI_COUNT);
  });

  it('splits text and tokens; an out-of-range token stays text', () => {
    expect(splitEmoji('hi [::0::] and [::108::]! [::109::]')).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'emoji', index: 0, char: EMOJI[0] },
      { kind: 'text', text: ' and ' },
      { kind: 'emoji', index: 108, char: EMOJI[108] },
      { kind: 'text', text: '! [::109::]' },
    ]);
  });

  it('round-trips composer text (emoji characters) and wire text (tokens)', () => {
    const wire = toTokens(`Go ${EMOJI[104]}${EMOJI[101]} now`);
    expect(wire).toBe('Go [::104::][::101::] now');
    expect(emojiPlain(wire)).toBe(`Go ${EMOJI[104]}${EMOJI[101]} now`);
  });
});
