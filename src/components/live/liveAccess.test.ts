import { describe, expect, it } from 'vitest';

import { liveAccessOf } from './liveAccess';

describe('liveAccessOf', () => {
  it('opens the anchor pages to approved anchors only', () => {
    expect(liveAccessOf({ role: 'anchor', anchorStatus: 'approved' })).toBe('anchor');
    expect(liveAccessOf({ role: 'viewer', anchorStatus: 'approved' })).toBe('viewer');
    expect(liveAccessOf({ role: 'admin', anchorStatus: 'none' })).toBe('viewer');
  });

  it('tells applicants where their application stands', () => {
    expect(liveAccessOf({ role: 'anchor', anchorStatus: 'pending' })).toBe('pending');
    expect(liveAccessOf({ role: 'anchor', anchorStatus: 'rejected' })).toBe('rejected');
    expect(liveAccessOf({ role: 'anchor', anchorStatus: 'banned' })).toBe('banned');
    expect(liveAccessOf({ role: 'anchor', anchorStatus: 'permaBanned' })).toBe('banned');
  });
});
