import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { describeFirstRoute, firstRouteJs } from '../helpers/firstRoute';

/**
 * The most JS (gzip) the first route may ask for before its first card shows. Issue 18's goal is
 * 150 KB; the first route is at 169 KB (176.6 before the deferrals of src/api/firstLoads.ts and the
 * lazy panels), so this holds the 170 KB budget the bench had until the catalog split and one shell
 * chunk bring it to the goal, and then moves to 150.
 */
const FIRST_ROUTE_BUDGET_BYTES = 170 * 1024;

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('bundle budget', () => {
  it('the first route needs at most 170 KB of gzipped JS before its first card shows', async () => {
    // The same measure as `npm run bench` (web.first_route_js_gzip), on the build of globalSetup.
    const js = await firstRouteJs(server.url);
    expect(js.gzip, describeFirstRoute(js)).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });
});
