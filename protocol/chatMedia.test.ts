import { describe, expect, it } from 'vitest';

import { mediaKindOf } from './chatMedia';

describe('chat media kinds', () => {
  it.each([
    ['image/jpeg', 'picture'],
    ['image/png', 'picture'],
    ['image/gif', 'picture'],
    ['image/webp', 'picture'],
    ['image/svg+xml', 'file'],
    ['video/mp4', 'video'],
    ['video/webm', 'video'],
    ['video/quicktime', 'file'],
    ['application/pdf', 'file'],
    ['', 'file'],
  ])('%s is sent as a %s', (type, kind) => {
    expect(mediaKindOf(type)).toBe(kind);
  });
});
