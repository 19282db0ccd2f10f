import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SHARED_BROWSER_ENV } from '../helpers/browser';
import { buildPgliteDir } from '../helpers/dbTemplate';
import { PGLITE_TEMPLATE_ENV } from '../helpers/e2eServer';

/**
 * The browser suite runs against the production build: build the client once per run, into dist/client
 * or, when CLIENT_DIR is set, into that folder (test/helpers/e2eServer.ts serves the same one), so two
 * runs at once on one machine do not overwrite each other's build. Meanwhile one PGlite data directory,
 * migrated and seeded (dbTemplate.ts), that every server of the run copies instead of running initdb,
 * the migrations and the seeds itself (measured: ~1 s for the copy against ~6 s on a quiet machine,
 * 23 s on a loaded one, for each of the tier's ~25 servers); removed at the end of the run.
 */
export default async function setup(): Promise<() => void> {
  const out = process.env.CLIENT_DIR;
  // vitest sets NODE_ENV=test, which would give React's development build: build as production.
  // The build (mostly one core) and the template (PGlite, one thread) at once. .ci/run builds the
  // client of the same checkout while its checks run, and says so (PREBUILT_ENV).
  const built =
    process.env[PREBUILT_ENV] === '1'
      ? prebuilt(out ?? 'dist/client')
      : run(
          'npx',
          ['vite', 'build', '--logLevel', 'warn', ...(out ? ['--outDir', out, '--emptyOutDir'] : [])],
          {
            ...process.env,
            NODE_ENV: 'production',
          },
        );
  // Handled here too: a build that fails while the template is made is reported once awaited below.
  built.catch(() => undefined);
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-e2e-tpl-'));
  try {
    const seeds = await buildPgliteDir(path.join(dir, 'pglite'));
    console.log(`[e2e] database template (${seeds.length} seeds) built in ${Date.now() - started} ms`);
    await built;
  } catch (e) {
    await built.catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  // The test workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = path.join(dir, 'pglite');
  process.env[SHARED_BROWSER_ENV] = '1';
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Set by .ci/run, which built the client of this checkout into CLIENT_DIR (else dist/client) already. */
const PREBUILT_ENV = 'TRIBUNE_E2E_PREBUILT';

/** The build .ci/run made: there, or the run fails. */
function prebuilt(dir: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    return Promise.reject(new Error(`${PREBUILT_ENV}=1 but ${dir} holds no build`));
  console.log(`[e2e] the client build in ${dir} (made by .ci/run)`);
  return Promise.resolve();
}

/** Runs a command with this process's output; rejects when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code ?? signal}`)),
    );
  });
}
