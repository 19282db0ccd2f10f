import path from 'node:path';

import type { Plugin, Rolldown } from 'vite';

/**
 * One chunk for what the entry runs (issue 18): without it the first route loaded some 35 scripts,
 * each compressed alone, because Rolldown gives every module shared between the entry and a lazy
 * page a common chunk of its own; one chunk is ~8 KB smaller gzipped and fewer requests.
 *
 * The group takes the modules Rolldown tags `$initial` (statically reachable from the entry), but
 * not zod nor the modules that import it: `$initial` is computed before tree shaking, and the page
 * reaches the schema modules of protocol/ only for constants their zod-free halves hold
 * (protocol/*Constants.ts), so they are not part of what it runs; in the shell they would pull zod
 * onto the first route. Those stay with the lazy pages that use them.
 *
 * The group does not take its modules' dependencies (that would take the schema modules back), so
 * Rolldown could in principle emit chunks that import each other; without `strictExecutionOrder`
 * (which wraps every module and loads the schema chunks eagerly) a cycle could run a module before
 * one it depends on. The build fails on such a cycle instead (generateBundle below).
 */
export function shellChunk(
  /** Modules that stay out of it anyway (the live page's first script's: scripts/earlyLiveEntry.ts). */
  outside: (id: string) => boolean = () => false,
): {
  group: Rolldown.CodeSplittingGroup;
  plugin: Plugin;
} {
  const schemaSide = new Set<string>();
  return {
    group: {
      name: 'shell',
      tags: ['$initial'],
      includeDependenciesRecursively: false,
      test: (id) => !isZod(id) && !schemaSide.has(id) && !outside(id),
    },
    plugin: {
      name: 'tribune:shell-chunk',
      apply: 'build',
      buildStart() {
        schemaSide.clear();
      },
      buildEnd() {
        for (const id of this.getModuleIds()) {
          if (importsZod(this.getModuleInfo(id))) schemaSide.add(id);
        }
      },
      generateBundle(_, bundle) {
        const imports = new Map<string, string[]>();
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
        const cycle = findCycle(imports);
        if (cycle)
          this.error(
            `chunks import each other (${cycle.map((f) => path.basename(f)).join(' -> ')}): see scripts/shellChunk.ts`,
          );
      },
    },
  };
}

/** zod itself (or the page's wrapper of it, protocol/zodClient.ts). */
export const isZod = (id: string): boolean =>
  /[\\/]node_modules[\\/]zod[\\/]/.test(id) || /[\\/]protocol[\\/]zodClient\.ts$/.test(id);

/** Whether a module imports zod itself (a schema module): kept out of the shell and the home chunk. */
export const importsZod = (info: { importedIds: readonly string[] } | null): boolean =>
  info?.importedIds.some(isZod) === true;

/** A cycle of static imports between chunks, or undefined (depth-first search, three colours). */
export function findCycle(imports: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of imports.keys()) {
    if (!state.has(file)) {
      const found = visit(file);
      if (found) return found;
    }
  }
  return undefined;
}
