import { describe, expect, it } from 'vitest';

import { isFirstRouteHash } from './pageLoads';

describe('the first route, from the hash', () => {
  it.each(['', '#', '#/', '#/match/0', '#/match/3', '#/match/3/', '#/match/0?page=2&status=live'])(
    '%s is the first route (the boot catalog)',
    (hash) => expect(isFirstRouteHash(hash)).toBe(true),
  );
  it.each(['#/match/live/4', '#/anchor/room/7', '#/login', '#/user/info', '#/match/match/5'])(
    '%s is not (the full catalog at boot)',
    (hash) => expect(isFirstRouteHash(hash)).toBe(false),
  );
});
