import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer, type BuiltServer, startBuiltServer } from '../helpers/builtServer';

/**
 * `npm start` runs the bundle of scripts/buildServer.ts, not the sources the other suites run with
 * tsx: built here, started on a fresh embedded database (migrations and demo seeds run in it), it
 * serves the page, answers the API, and finds what it reads beside its sources.
 */
let server: BuiltServer;

beforeAll(async () => {
  buildServer();
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

async function post<T>(route: string, body: unknown): Promise<{ success: boolean; code: number; data: T }> {
  const res = await fetch(`${server.url}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: number; data: T };
}

describe('the built server (npm start)', () => {
  it('serves the page and its script from dist/client', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    // The app's entry, preloaded: index.html's inline script evaluates it (src/app/pageStart.ts).
    const script = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" data-app-entry>/.exec(
      html,
    )?.[1];
    expect(script).toBeDefined();
    const js = await fetch(server.url + script!);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers the API from its seeded database: a demo login and the home matches', async () => {
    const login = await post<{ token: string }>('/web_user/web_pwd_login', {
      username: 'viewer01',
      password: 'demo1234',
    });
    expect(login.success).toBe(true);
    expect(login.data.token).toMatch(/\S{20,}/);
    const top = await post<unknown[]>('/web_home/home_details_top', {});
    expect(top.success).toBe(true);
    expect(top.data.length).toBeGreaterThan(0);
  });

  it('finds the demo video clips in server/assets', async () => {
    const res = await fetch(`${server.url}/live/football/index.m3u8`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('#EXTM3U');
  });

  it('runs the built admin command against it', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['dist/server/admin.js', 'list', 'pending'],
      {
        env: { ...process.env, DATA_DIR: server.dataDir },
      },
    );
    expect(stdout).toContain('pending01');
  });
});
