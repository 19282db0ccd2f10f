import { describe, expect, it } from 'vitest';

import { ANCHOR_STATUSES } from '../../../protocol/account';
import {
  type CentreEntry,
  entryTestId,
  groupOf,
  menuEntries,
  navGroups,
  navRoleOf,
  USER_CENTRE,
} from './userCentreNav';

const paths = (entries: readonly CentreEntry[]) => entries.map((e) => e.to);

describe('navRoleOf', () => {
  it('shows the anchor entries to approved anchors only, as the anchor pages decide', () => {
    expect(navRoleOf({ role: 'anchor', anchorStatus: 'approved' })).toBe('anchor');
    for (const status of ANCHOR_STATUSES.filter((s) => s !== 'approved')) {
      expect(navRoleOf({ role: 'anchor', anchorStatus: status })).toBe('viewer');
    }
    expect(navRoleOf({ role: 'viewer', anchorStatus: 'approved' })).toBe('viewer');
  });

  it('keeps a platform admin an admin whatever the anchor status', () => {
    expect(navRoleOf({ role: 'admin', anchorStatus: 'none' })).toBe('admin');
    expect(navRoleOf({ role: 'admin', anchorStatus: 'approved' })).toBe('admin');
  });
});

describe('the user menu', () => {
  it('gives viewers and admins their own pages and no anchor page; viewers may apply, admins reach the console', () => {
    const mine = ['/user/info/basic', '/chat/message', '/user/attention', '/user/bookings'];
    expect(paths(menuEntries('viewer'))).toEqual([...mine, '/user/apply']);
    // A platform admin cannot apply to become an anchor (the server answers 1006); the console is theirs.
    expect(paths(menuEntries('admin'))).toEqual([...mine.slice(0, 3), '/admin/review', '/user/bookings']);
  });

  it('adds the live configuration for anchors', () => {
    expect(paths(menuEntries('anchor'))).toEqual([
      '/user/info/basic',
      '/chat/message',
      '/user/attention',
      '/user/bookings',
      '/user/configuration',
    ]);
  });
});

describe('the side navigation', () => {
  it('groups the centre for an anchor: mine, the anchor centre, the guides', () => {
    expect(navGroups('anchor').map((g) => [g.group, paths(g.entries)])).toEqual([
      ['mine', ['/user/info/basic', '/user/attention', '/user/bookings']],
      [
        'anchor',
        ['/user/configuration', '/user/datas', '/user/photos', '/user/posts', '/user/fans', '/user/earnings'],
      ],
      ['guides', ['/user/tutorial', '/user/specification', '/user/question']],
    ]);
  });

  it('leaves out the anchor centre for viewers and admins, and messages everywhere', () => {
    for (const role of ['viewer', 'admin'] as const) {
      const groups = navGroups(role);
      expect(groups.map((g) => g.group)).toEqual(['mine', 'guides']);
      expect(groups.flatMap((g) => paths(g.entries))).not.toContain('/chat/message');
    }
  });

  it('takes a new row of the table with nothing else to change', () => {
    const wall: CentreEntry = { ...USER_CENTRE[0]!, to: '/user/datas', roles: ['anchor'], group: 'anchor' };
    const table = [...USER_CENTRE.filter((e) => e.to !== '/user/datas'), wall];
    expect(paths(navGroups('anchor', table)[1]!.entries)).toContain('/user/datas');
    expect(navGroups('viewer', table).map((g) => g.group)).not.toContain('anchor');
  });

  it('finds the group of a page and names its test ids by the last part of the path', () => {
    expect(groupOf('/user/bookings')).toBe('mine');
    expect(groupOf('/user/configuration')).toBe('anchor');
    expect(groupOf('/match/0')).toBeNull();
    expect(entryTestId('nav', '/user/attention')).toBe('nav-attention');
    expect(entryTestId('menu', '/user/info/basic')).toBe('menu-basic');
  });

  it('has one row per page', () => {
    expect(new Set(paths(USER_CENTRE)).size).toBe(USER_CENTRE.length);
  });
});
