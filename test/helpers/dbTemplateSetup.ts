import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { buildTemplates } from './dbTemplate';

const PREFIX = 'tribune-tpl-';
/** A folder older than this is left over from a run that never reached its teardown. */
const STALE_MS = 24 * 3600_000;

function removeStaleFolders(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > STALE_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * vitest globalSetup of the unit and slow projects: migrates and seeds the template databases once
 * per run (dbTemplate.ts), hands them to the workers, and removes them at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  removeStaleFolders();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  let built;
  try {
    built = await buildTemplates(dir, process.env.DATABASE_URL || undefined);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { templates, drop } = built;
  project.provide('dbTemplates', templates);
  console.log(
    `[${project.name}] database templates (${templates.seeds.length} seeds) built in ${Date.now() - started} ms`,
  );
  return async () => {
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
