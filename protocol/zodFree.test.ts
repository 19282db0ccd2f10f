/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * The page's entry and first route load no zod (issue 14): they import the modules of protocol/ that
 * have no zod (the `*Constants.ts` split of each schema module, the endpoint tables, rules, language,
 * errors...). This keeps those modules zod-free: none may reach zod through a value import (type-only
 * imports vanish in the build). protocol/package.json declares the schema modules side-effect free, so
 * a page import of a constant through a schema module (`./im` re-exports `./imConstants`) still
 * leaves the schemas and zod out of the bundle.
 */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./*.ts', './package.json'], { query: '?raw', import: 'default', eager: true }),
  ).map(([file, text]) => [file.slice(2), text]),
);
const source = (file: string) => SOURCES[file] ?? '';

/** Relative modules a file loads at run time, and whether it imports zod itself. */
function valueImports(file: string): { zod: boolean; deps: string[] } {
  const deps: string[] = [];
  let zod = false;
  const statements = /^(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?'([^']+)';/gms;
  for (const [, typeOnly, target] of source(file).matchAll(statements)) {
    if (typeOnly || !target) continue;
    if (target === 'zod' || target.startsWith('zod/') || target === './zodClient') zod = true;
    else if (target.startsWith('./')) deps.push(`${target.slice(2)}.ts`);
  }
  return { zod, deps };
}

/** The modules a file reaches that import zod, with the path that leads there. */
function zodPaths(file: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (current: string, trail: string[]) => {
    if (seen.has(current)) return;
    seen.add(current);
    const { zod, deps } = valueImports(current);
    if (zod) found.push([...trail, current].join(' -> '));
    for (const dep of deps) walk(dep, [...trail, current]);
  };
  walk(file, []);
  return found;
}

const modules = Object.keys(SOURCES).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'zodClient.ts',
);
/** The schema tables (api.ts and its `*Api.ts` parts) hold zod schemas by definition; only the server loads them. */
const isSchemaTable = (f: string) => f === 'api.ts' || f.endsWith('Api.ts');
const zodFree = modules.filter((f) => !valueImports(f).zod && !isSchemaTable(f));

describe('protocol modules without zod', () => {
  it('include the constants of every split schema module', () => {
    const split = modules.filter((f) => f.replace(/\.ts$/, 'Constants.ts') in SOURCES);
    expect(split.length).toBeGreaterThan(5);
    for (const schemas of split) {
      const constants = schemas.replace(/\.ts$/, 'Constants.ts');
      expect(zodFree, constants).toContain(constants);
      // The schema module re-exports its constants, so every export keeps its module path.
      expect(source(schemas)).toContain(`export * from './${constants.replace(/\.ts$/, '')}';`);
    }
  });

  it.each(zodFree)('%s reaches no zod through its value imports', (file) => {
    expect(zodPaths(file)).toEqual([]);
  });

  it('declares only the browser zod as a module with side effects', () => {
    const pkg = JSON.parse(source('package.json')) as {
      type?: string;
      sideEffects?: string[];
    };
    expect(pkg).toEqual({ type: 'module', sideEffects: ['./zodClient.ts'] });
  });
});
