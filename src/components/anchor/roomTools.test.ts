import { describe, expect, it } from 'vitest';

import { FollowState } from '../../../protocol/anchor';
import {
  followToggle,
  giftCount,
  hasRoomTools,
  listTabs,
  mayBroadcast,
  MODERATION_TABS,
  roomTools,
  viewerActions,
} from './roomTools';

describe('room tools by role (§6)', () => {
  it('gives the anchor every tool and envelopes, the assistant no envelopes, room admins the lists only', () => {
    expect(roomTools('anchor')).toEqual({
      clear: true,
      muteAll: true,
      lists: true,
      redPacket: true,
      viewerNames: true,
    });
    expect(roomTools('assistant')).toMatchObject({
      clear: true,
      muteAll: true,
      lists: true,
      redPacket: false,
    });
    expect(roomTools('admin')).toMatchObject({ clear: false, muteAll: false, lists: true, redPacket: false });
  });

  it('shows viewers the online viewer list only, guests nothing but the count', () => {
    expect(roomTools('viewer')).toEqual({
      clear: false,
      muteAll: false,
      lists: false,
      redPacket: false,
      viewerNames: true,
    });
    expect(hasRoomTools('viewer')).toBe(true);
    expect(listTabs('viewer')).toEqual(['viewers']);
    expect(hasRoomTools('guest')).toBe(false);
    expect(roomTools('guest').viewerNames).toBe(false);
    expect(listTabs('admin')).toEqual(MODERATION_TABS);
  });

  it('acts only on lower roles, never on oneself or the anchor', () => {
    expect(viewerActions('anchor', 'viewer', false)).toEqual({ mute: true, blacklist: true, appoint: true });
    expect(viewerActions('anchor', 'admin', false)).toEqual({ mute: true, blacklist: true, appoint: false });
    expect(viewerActions('admin', 'viewer', false)).toEqual({ mute: true, blacklist: false, appoint: false });
    expect(viewerActions('admin', 'admin', false)).toEqual({ mute: false, blacklist: false, appoint: false });
    expect(viewerActions('assistant', 'anchor', false).mute).toBe(false);
    expect(viewerActions('anchor', 'viewer', true).mute).toBe(false);
  });
});

describe('follow toggle (§3 like/collect)', () => {
  it('follows with state 1 and one more fan, unfollows with state 2 and one less', () => {
    expect(followToggle(false, 7)).toEqual({ state: FollowState.Active, followed: true, fans: 8 });
    expect(followToggle(true, 7)).toEqual({ state: FollowState.Inactive, followed: false, fans: 6 });
    expect(followToggle(true, 0).fans).toBe(0);
  });
});

describe('gift count', () => {
  it('keeps the count within 1 to 99', () => {
    expect(giftCount('10')).toBe(10);
    expect(giftCount('0')).toBe(1);
    expect(giftCount('')).toBe(1);
    expect(giftCount('500')).toBe(99);
  });

  it('puts gifts of 100 coins or more on every banner', () => {
    expect(mayBroadcast(99)).toBe(false);
    expect(mayBroadcast(100)).toBe(true);
  });
});
