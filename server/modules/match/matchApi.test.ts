/**
 * One test per §7 match and home call against a real app, and their refusals (nothing written).
 * Over 400 lines because the app (seeded matches, simulator off) is built once per backend and
 * shared by every call's test; split files would each pay that start again.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { FILTER_STATUSES, type MatchCard, RACE_TYPES } from '../../../protocol/match';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  tableDigest,
  type TestServer,
} from '../../../test/helpers/testServer';
import { matchAnchors, matches, reservations } from '../../db/schema';
import { as, person, type Person } from '../friend/testKit';
import { insertMatch } from './testKit';

const H = 3600_000;
const rank = (c: MatchCard) =>
  FILTER_STATUSES.live.includes(c.status) ? 0 : FILTER_STATUSES.upcoming.includes(c.status) ? 1 : 2;

describe.each(BACKENDS)('match API [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let viewer: Person;
    let anchor: Person;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer({ backend, env: { MATCH_SIMULATOR: '0' } });
      viewer = await person(s);
      anchor = await person(s, { role: 'anchor', anchorStatus: 'approved' });
      admin = await s.login('admin01');
    });
    afterAll(async () => {
      await s?.close();
    });

    const reservationCount = async () =>
      (await s.ctx.database.db.select({ n: count() }).from(reservations))[0]!.n;

    it('match_list: each column holds its sport, live first, then upcoming, then results', async () => {
      for (const raceType of RACE_TYPES) {
        const page = expectSuccess(await s.call('matchList', { raceType, pageSize: 100 }));
        expect(page.total).toBe(page.list.length);
        for (const card of page.list) {
          if (raceType === 0) expect(card.hot).toBe(true);
          else expect(card.sportId).toBe(raceType);
        }
        const ranks = page.list.map(rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        const upcoming = page.list.filter((c) => rank(c) === 1).map((c) => c.kickoffAt);
        expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
        const results = page.list.filter((c) => rank(c) === 2).map((c) => c.kickoffAt);
        expect(results).toEqual([...results].sort((a, b) => b - a));
      }
      const football = expectSuccess(await s.call('matchList', { raceType: 1, pageSize: 100 }));
      expect(football.total).toBeGreaterThan(10);
    });

    it('match_list: filters by status, hot and trending, pages with the §9 sizes, names in the language', async () => {
      for (const status of ['live', 'upcoming', 'finished'] as const) {
        const page = expectSuccess(await s.call('matchList', { raceType: 1, status, pageSize: 100 }));
        expect(page.list.length).toBeGreaterThan(0);
        expect(page.list.every((c) => FILTER_STATUSES[status].includes(c.status))).toBe(true);
      }
      const hot = expectSuccess(await s.call('matchList', { raceType: 2, hot: true, pageSize: 100 }));
      expect(hot.list.every((c) => c.hot && c.sportId === 2)).toBe(true);
      const trending = expectSuccess(
        await s.call('matchList', { raceType: 1, trending: true, pageSize: 100 }),
      );
      expect(trending.list.length).toBeGreaterThan(0);
      expect(trending.list.every((c) => c.trending)).toBe(true);

      const all = expectSuccess(await s.call('matchList', { raceType: 1, pageSize: 100 }));
      const one = expectSuccess(await s.call('matchList', { raceType: 1, page: 1, pageSize: 10 }));
      const two = expectSuccess(await s.call('matchList', { raceType: 1, page: 2, pageSize: 10 }));
      expect(one).toMatchObject({ total: all.total, page: 1, pageSize: 10 });
      expect([...one.list, ...two.list].map((c) => c.id)).toEqual(all.list.slice(0, 20).map((c) => c.id));
      const far = expectSuccess(await s.call('matchList', { raceType: 1, page: 50, pageSize: 10 }));
      expect(far).toMatchObject({ list: [], total: all.total });

      const en = expectSuccess(
        await s.call('matchList', { raceType: 1, pageSize: 100 }, { headers: { language: 'en' } }),
      );
      const tha = expectSuccess(
        await s.call('matchList', { raceType: 1, pageSize: 100 }, { headers: { language: 'tha' } }),
      );
      expect(en.list.map((c) => c.league.name)).toContain('Continental Champions Cup');
      expect(tha.list.map((c) => c.league.name)).toContain('ถ้วยแชมป์ทวีป');
      // Thai team names are not in the demo: they fall back to English.
      expect(tha.list.map((c) => c.home.name)).toContain('Northbridge United');
    });

    it('match_list refuses an unknown raceType and a page size outside the choices, writing nothing', async () => {
      const digest = await tableDigest(s.ctx);
      for (const raceType of [6, 11, -1, 99]) {
        const reply = await s.call('matchList', { raceType });
        expectRefusal(reply, ErrorCode.InvalidInput);
        expect(failureOf(reply).issues).toEqual([{ path: 'raceType', rule: 'raceType' }]);
      }
      for (const pageSize of [0, 5, 15, 25, 200]) {
        const reply = await s.call('matchList', { raceType: 1, pageSize });
        expectRefusal(reply, ErrorCode.InvalidInput);
        expect(failureOf(reply).issues).toEqual([{ path: 'pageSize', rule: 'pageSize' }]);
      }
      expectRefusal(
        await s.call('raceDataContentListPage', { raceType: 7 }, { token: viewer.token }),
        ErrorCode.InvalidInput,
      );
      expect(await tableDigest(s.ctx)).toBe(digest);
    });

    it('web_race_appoint: one match at a time, more than 2 hours apart; replace cancels the earlier booking', async () => {
      const me = await person(s);
      const now = s.ctx.now();
      const first = await insertMatch(s.ctx, { kickoffAt: now + 3 * H });
      const close = await insertMatch(s.ctx, { kickoffAt: now + 4 * H });
      const exactly2h = await insertMatch(s.ctx, { kickoffAt: now + 6 * H });
      expect(expectSuccess(await as(s, me, 'matchAppoint', { matchId: first }))).toEqual({
        matchId: first,
        reserved: true,
        type: 1,
        cancelled: [],
      });
      // Again: nothing changes.
      expect(expectSuccess(await as(s, me, 'matchAppoint', { matchId: first })).reserved).toBe(true);

      const before = await reservationCount();
      const refused = await as(s, me, 'matchAppoint', { matchId: close });
      expectRefusal(refused, ErrorCode.ReservationInterval);
      expect((refused.body.data as { conflicting?: number[] }).conflicting).toEqual([first]);
      expect(await reservationCount()).toBe(before);

      const replaced = expectSuccess(await as(s, me, 'matchAppoint', { matchId: close, replace: true }));
      expect(replaced).toEqual({ matchId: close, reserved: true, type: 1, cancelled: [first] });
      expectRefusal(await as(s, me, 'matchAppoint', { matchId: exactly2h }), ErrorCode.ReservationInterval);

      const mine = expectSuccess(await as(s, me, 'matchReservations', {}));
      expect(mine.map((r) => [r.matchId, r.type, r.remindAt])).toEqual([
        [close, 1, now + 4 * H - 5 * 60_000],
      ]);
      expect(mine[0]!.match.reserved).toBe(true);
      const list = expectSuccess(
        await as(s, me, 'matchList', { raceType: 1, status: 'upcoming', pageSize: 100 }),
      );
      expect(list.list.filter((c) => c.reserved).map((c) => c.id)).toEqual([close]);
      const asGuest = expectSuccess(
        await s.call('matchList', { raceType: 1, status: 'upcoming', pageSize: 100 }),
      );
      expect(asGuest.list.some((c) => c.reserved)).toBe(false);

      expect(expectSuccess(await as(s, me, 'matchAppoint', { matchId: close, action: 'cancel' }))).toEqual({
        matchId: close,
        reserved: false,
        type: null,
        cancelled: [close],
      });
      expect(expectSuccess(await as(s, me, 'matchAppoint', { matchId: exactly2h })).reserved).toBe(true);
    });

    it('web_race_appoint: schedule and result bookings block each other until the other type is all cancelled', async () => {
      const me = await person(s);
      const now = s.ctx.now();
      const [a, b, c] = await Promise.all(
        [10, 14, 18].map((h) => insertMatch(s.ctx, { kickoffAt: now + h * H })),
      );
      expectSuccess(await as(s, me, 'matchAppoint', { matchId: a!, type: 1 }));
      expectSuccess(await as(s, me, 'matchAppoint', { matchId: b!, type: 1 }));
      const refused = await as(s, me, 'matchAppoint', { matchId: c!, type: 2 });
      expectRefusal(refused, ErrorCode.ReservationTypeConflict);
      expect((refused.body.data as { blocking?: number[] }).blocking?.sort()).toEqual([a, b].sort());
      await as(s, me, 'matchAppoint', { matchId: a!, action: 'cancel' });
      expectRefusal(
        await as(s, me, 'matchAppoint', { matchId: c!, type: 2 }),
        ErrorCode.ReservationTypeConflict,
      );
      await as(s, me, 'matchAppoint', { matchId: b!, action: 'cancel' });
      expect(expectSuccess(await as(s, me, 'matchAppoint', { matchId: c!, type: 2 })).type).toBe(2);
      expectRefusal(
        await as(s, me, 'matchAppoint', { matchId: a!, type: 1 }),
        ErrorCode.ReservationTypeConflict,
      );
    });

    it('web_race_appoint: two bookings sent at once within 2 hours, exactly one is kept', async () => {
      const me = await person(s);
      const now = s.ctx.now();
      const ids = await Promise.all(
        [50, 51, 51.5].map((h) => insertMatch(s.ctx, { kickoffAt: now + h * H })),
      );
      const replies = await Promise.all(ids.map((matchId) => as(s, me, 'matchAppoint', { matchId })));
      expect(replies.filter((r) => r.body.success)).toHaveLength(1);
      for (const r of replies.filter((x) => !x.body.success)) expectRefusal(r, ErrorCode.ReservationInterval);
      const held = await s.ctx.database.db.select().from(reservations).where(eq(reservations.userId, me.id));
      expect(held).toHaveLength(1);
    });

    it('web_race_appoint refuses a finished, live or unknown match and a guest, writing nothing', async () => {
      const now = s.ctx.now();
      const ended = await insertMatch(s.ctx, { kickoffAt: now - 3 * H, feedStatus: 'finished' });
      const live = await insertMatch(s.ctx, { kickoffAt: now - H, feedStatus: 'secondHalf' });
      const abandoned = await insertMatch(s.ctx, { kickoffAt: now - H, feedStatus: 'abandoned' });
      const digest = await tableDigest(s.ctx);
      for (const matchId of [ended, live, abandoned])
        expectRefusal(await as(s, viewer, 'matchAppoint', { matchId }), ErrorCode.MatchNotBookable);
      expectRefusal(await as(s, viewer, 'matchAppoint', { matchId: 999_999 }), ErrorCode.NotFound);
      expectRefusal(
        await as(s, viewer, 'matchAppoint', { matchId: 999_999, action: 'cancel' }),
        ErrorCode.NotFound,
      );
      expectRefusal(await s.call('matchAppoint', { matchId: ended }), ErrorCode.LoginRequired);
      expectRefusal(await s.call('matchReservations', {}), ErrorCode.LoginRequired);
      expect(await tableDigest(s.ctx)).toBe(digest);
    });

    it('race_data_column_with_num and race_data_content_list_page: the library with my reserved state', async () => {
      const columns = expectSuccess(
        await s.call('raceDataColumnWithNum', {}, { headers: { language: 'en' } }),
      );
      expect(columns.map((c) => c.raceType)).toEqual([...RACE_TYPES]);
      expect(columns.find((c) => c.raceType === 1)).toMatchObject({ name: 'Football' });
      for (const column of columns) {
        const page = expectSuccess(
          await as(s, viewer, 'raceDataContentListPage', { raceType: column.raceType, pageSize: 100 }),
        );
        expect(page.total).toBe(column.num);
        expect(page.list.every((c) => FILTER_STATUSES.upcoming.includes(c.status))).toBe(true);
        const kickoffs = page.list.map((c) => c.kickoffAt);
        expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
      }
      const me = await person(s);
      const page = expectSuccess(await as(s, me, 'raceDataContentListPage', { raceType: 4 }));
      const target = page.list[0]!;
      expectSuccess(await as(s, me, 'matchAppoint', { matchId: target.id, type: 2 }));
      const again = expectSuccess(await as(s, me, 'raceDataContentListPage', { raceType: 4 }));
      expect(again.list.find((c) => c.id === target.id)).toMatchObject({
        reserved: true,
        reservationType: 2,
      });
      expectRefusal(await s.call('raceDataContentListPage', { raceType: 4 }), ErrorCode.LoginRequired);
    });

    it('race_data_appoint: an approved anchor books what they stream; viewers are refused', async () => {
      const matchId = await insertMatch(s.ctx, { kickoffAt: s.ctx.now() + 30 * H });
      const digest = await tableDigest(s.ctx);
      expectRefusal(await as(s, viewer, 'raceDataAppoint', { matchId }), ErrorCode.NoPermission);
      expect(await tableDigest(s.ctx)).toBe(digest);
      expect(expectSuccess(await as(s, anchor, 'raceDataAppoint', { matchId })).reserved).toBe(true);
      const streaming = expectSuccess(await s.call('anchorRaceList', { matchId }));
      expect(streaming.map((a) => a.appNumber)).toEqual([anchor.appNumber]);
      expect(streaming[0]!.liveMatchId).toBeNull();
      expectSuccess(await as(s, anchor, 'raceDataAppoint', { matchId, action: 'cancel' }));
      expect(expectSuccess(await s.call('anchorRaceList', { matchId }))).toEqual([]);
      expectRefusal(await s.call('anchorRaceList', { matchId: 999_999 }), ErrorCode.NotFound);
    });

    it('web_match_details and show/match: card, league names in every language, stream, anchors', async () => {
      const [row] = await s.ctx.database.db
        .select()
        .from(matches)
        .innerJoin(matchAnchors, eq(matchAnchors.matchId, matches.id))
        .where(eq(matches.status, 'live'))
        .limit(1);
      const id = row!.matches.id;
      const detail = expectSuccess(
        await s.call('matchDetails', { matchId: id }, { headers: { language: 'vie' } }),
      );
      expect(detail).toMatchObject({
        id,
        status: 'live',
        roomID: `match_${id}`,
        streamUrl: null,
        hasStream: false,
      });
      expect(Object.keys(detail.leagueNames).sort()).toEqual([
        'en',
        'hin',
        'ind',
        'por',
        'tha',
        'tw',
        'vie',
        'zh',
      ]);
      expect(detail.league.name).toBe(detail.leagueNames.vie);
      expect(detail.anchors.length).toBeGreaterThan(0);
      expect(detail.anchors.every((a) => a.liveMatchId === id)).toBe(true);
      const shown = expectSuccess(await s.call('showMatch', { sportId: row!.matches.sportId, matchId: id }));
      expect(shown.id).toBe(id);
      const wrongSport = row!.matches.sportId === 1 ? 2 : 1;
      expectRefusal(await s.call('showMatch', { sportId: wrongSport, matchId: id }), ErrorCode.NotFound);
      expectRefusal(await s.call('matchDetails', { matchId: 999_999 }), ErrorCode.NotFound);
      expectRefusal(await s.call('showMatch', { sportId: 6, matchId: id }), ErrorCode.InvalidInput);
    });

    it('race_im_info: the messaging socket and the room of the match', async () => {
      const info = expectSuccess(
        await s.call('raceImInfo', { matchId: 1 }, { headers: { host: 'tribune.test:8080' } }),
      );
      expect(info).toEqual({ wsUrl: 'ws://tribune.test:8080/msg_gateway', roomID: 'match_1' });
      expectRefusal(await s.call('raceImInfo', { matchId: 999_999 }), ErrorCode.NotFound);
    });

    it('home: popular matches, live and upcoming per sport, recommended anchors, results and counts', async () => {
      const top = expectSuccess(await s.call('homeDetailsTop', {}));
      expect(top.length).toBeGreaterThan(0);
      expect(top.every((c) => c.hot && rank(c) < 2)).toBe(true);
      const middle = expectSuccess(await s.call('homeDetailsMiddle', {}, { headers: { language: 'por' } }));
      expect(middle.map((c) => c.raceType)).toEqual(RACE_TYPES.filter((r) => r !== 0));
      expect(middle.find((c) => c.raceType === 10)!.name).toBe('Vôlei');
      for (const column of middle) {
        expect(column.matches.length).toBeGreaterThan(0);
        expect(column.matches.every((c) => c.sportId === column.raceType && rank(c) < 2)).toBe(true);
      }
      const anchors = expectSuccess(await s.call('homeDetailsBottom', {}));
      expect(anchors.length).toBeGreaterThanOrEqual(6);
      const live = anchors.filter((a) => a.liveMatchId !== null);
      expect(anchors.slice(0, live.length)).toEqual(live);
      const info = expectSuccess(await s.call('homeInfoBottom', {}));
      expect(info.results.length).toBeGreaterThan(0);
      expect(info.results.every((c) => c.status === 'ended')).toBe(true);
      expect(info.liveCount).toBeGreaterThan(0);
      expect(info.upcomingCount).toBeGreaterThan(0);
      expect(info.anchorsLive).toBe(live.length);
    });

    it('search: matches by team or league name in any language, anchors by nickname; wildcards are literal', async () => {
      const byTeam = expectSuccess(await s.call('matchSearch', { keyword: 'northbridge' }));
      expect(byTeam.matches.total).toBeGreaterThan(0);
      expect(byTeam.matches.list.every((c) => [c.home.name, c.away.name].includes('北桥联'))).toBe(true);
      const byChinese = expectSuccess(
        await s.call('matchSearch', { keyword: '北桥' }, { headers: { language: 'en' } }),
      );
      expect(byChinese.matches.list.map((c) => c.id).sort()).toEqual(
        byTeam.matches.list.map((c) => c.id).sort(),
      );
      const byLeague = expectSuccess(await s.call('matchSearch', { keyword: 'ลีกเบสบอล', pageSize: 50 }));
      expect(byLeague.matches.total).toBeGreaterThan(0);
      expect(byLeague.matches.list.every((c) => c.sportId === 4)).toBe(true);
      const anchors = expectSuccess(await s.call('matchSearch', { keyword: 'coach' }));
      expect(anchors.anchors.map((a) => a.nickname)).toEqual(['Coach Wang']);
      expect(expectSuccess(await s.call('matchSearch', { keyword: '%' })).matches.total).toBe(0);
      expect(expectSuccess(await s.call('matchSearch', { keyword: '_' })).anchors).toEqual([]);
    });

    it('admin: sets an http(s) stream URL or clears it; anything else is refused, nothing written', async () => {
      const matchId = await insertMatch(s.ctx, { kickoffAt: s.ctx.now() + H });
      const headers = { 'x-admin-key': s.ctx.secrets.adminKey };
      for (const streamUrl of [
        'rtmp://live.example.com/app',
        'javascript:alert(1)',
        'file:///etc/passwd',
        'x',
      ]) {
        const reply = await s.call('adminMatchStream', { matchId, streamUrl }, { headers });
        expectRefusal(reply, ErrorCode.InvalidInput);
        expect(failureOf(reply).issues).toEqual([{ path: 'streamUrl', rule: 'httpUrl' }]);
      }
      expectRefusal(
        await s.call(
          'adminMatchStream',
          { matchId, streamUrl: 'https://a.example/x.m3u8' },
          { token: viewer.token },
        ),
        ErrorCode.NoPermission,
      );
      expect((await s.call('matchDetails', { matchId })).body.data).toMatchObject({
        streamUrl: null,
        hasStream: false,
      });
      const url = 'https://cdn.example.com/live/x.m3u8';
      expect(
        expectSuccess(await s.call('adminMatchStream', { matchId, streamUrl: url }, { token: admin })),
      ).toEqual({
        matchId,
        streamUrl: url,
      });
      expect(expectSuccess(await s.call('matchDetails', { matchId }))).toMatchObject({
        streamUrl: url,
        hasStream: true,
      });
      expectSuccess(await s.call('adminMatchStream', { matchId, streamUrl: null }, { headers }));
      expect(expectSuccess(await s.call('matchDetails', { matchId })).streamUrl).toBeNull();
      expectRefusal(
        await s.call('adminMatchStream', { matchId: 999_999, streamUrl: null }, { headers }),
        ErrorCode.NotFound,
      );
    });

    it('serves team badges from our own server', async () => {
      const card = expectSuccess(await s.call('matchList', { raceType: 10 })).list[0]!;
      expect(card.home.logo).toMatch(/^\/media\/team\/volleyball\/\d+\.svg$/);
      const badge = await s.app.inject({ method: 'GET', url: card.home.logo });
      expect(badge.statusCode).toBe(200);
      expect(badge.headers['content-type']).toContain('image/svg+xml');
      expect(badge.body).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
      for (const url of [
        '/media/team/volleyball/999999.svg',
        '/media/team/nope/1.svg',
        '/media/team/football/1.png',
      ])
        expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('shows a simulated goal at once: the next list has the new score and version', async () => {
      const list = async () =>
        expectSuccess(await s.call('matchList', { raceType: 2, status: 'live', pageSize: 100 })).list;
      const before = await list();
      s.clock.advance(3 * 60_000);
      const updates = await s.ctx.runtimes.match.simulator.tick();
      const changed = updates.find((u) => before.some((c) => c.id === u.matchId))!;
      expect(changed).toBeDefined();
      const after = (await list()).find((c) => c.id === changed.matchId)!;
      expect(after).toMatchObject({
        version: changed.version,
        homeScore: changed.homeScore,
        score: changed.score,
      });
    });
  });
});
