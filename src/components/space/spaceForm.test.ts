import { describe, expect, it } from 'vitest';

import { checkNote, descriptionProblem, noteProblems } from './spaceForm';

describe('space forms', () => {
  it('takes a description of 20 characters, emoji counted once, and refuses 21', () => {
    expect(descriptionProblem('a'.repeat(20))).toBeNull();
    expect(descriptionProblem('⚽'.repeat(20))).toBeNull();
    expect(descriptionProblem('a'.repeat(21))).toBe('description');
    expect(descriptionProblem('<b>hi</b>')).toBe('markup');
  });

  it('refuses an empty post, a long one, ten pictures and a picture twice', () => {
    expect(checkNote('', [])).toEqual({ text: 'textEmpty' });
    expect(checkNote('x'.repeat(1001), [])).toEqual({ text: 'textLong' });
    const urls = Array.from({ length: 10 }, (_, i) => `/uploads/photo/${i}.jpg`);
    expect(checkNote('ten', urls)).toEqual({ pictures: 'picturesMax' });
    expect(checkNote('', ['/a.jpg', '/a.jpg'])).toEqual({ pictures: 'picturesTwice' });
    expect(checkNote('nine', urls.slice(0, 9))).toEqual({});
  });

  it('names the fields of a 1000 refusal as the form does', () => {
    expect(noteProblems([{ path: 'pictures', rule: 'too_big' }])).toEqual({ pictures: 'picturesMax' });
    expect(noteProblems([{ path: 'text', rule: 'markup' }])).toEqual({ text: 'markup' });
    expect(noteProblems([{ path: 'other', rule: 'x' }])).toEqual({});
  });
});
