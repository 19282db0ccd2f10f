import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';

import { isZod } from './shellChunk';

export interface PageChunkOptions {
  /** The chunk's name (`assets/<name>-<hash>.js`). */
  name: string;
  /** The page modules it holds, with everything they run beyond the shell. */
  pages: RegExp;
  /** index.html preloads it with the entry (the home: the first page of most visits). */
  preload: boolean;
  /**
   * It may hold the schema modules (those that import zod; zod keeps its own chunk): pages that load
   * zod anyway. Without, they stay in Rolldown's chunks, which can then import the page chunk and be
   * imported by it: the build fails on such a cycle (scripts/shellChunk.ts).
   */
  schemas: boolean;
}

/**
 * One chunk for a lazy page (or pages that go together) and what it runs beyond the shell
 * (scripts/shellChunk.ts), optionally preloaded by index.html (issue 18: the first paint). Left to
 * Rolldown, a page came as 15-20 chunks of about 1 KB (every module it shares with another lazy
 * page gets its own), asked for only once the entry had been evaluated and then in rounds over
 * HTTP/1.1's six connections: on a slow machine the home's arrived 300-700 ms after the entry was
 * done. Other pages that share the chunk's modules load that one chunk instead of their pieces.
 *
 * It takes the pages' own modules (src/ and protocol/), not packages (those the shell does not hold
 * keep Rolldown's chunks, shared by every page that uses them), never zod, and the modules that
 * import zod only with `schemas`. A module already taken by an earlier group (the order of
 * `codeSplitting.groups`) stays there.
 */
export function pageChunk(options: PageChunkOptions): {
  group: Rolldown.CodeSplittingGroup;
  plugin: Plugin;
} {
  const held = new Set<string>();
  const isPage = (id: string) => options.pages.test(id);
  return {
    group: { name: options.name, includeDependenciesRecursively: false, test: (id) => held.has(id) },
    plugin: {
      name: `tribune:page-chunk-${options.name}`,
      apply: 'build',
      buildStart() {
        held.clear();
      },
      buildEnd() {
        const excluded = (id: string) =>
          /[\\/]node_modules[\\/]/.test(id) ||
          isZod(id) ||
          (!options.schemas && this.getModuleInfo(id)?.importedIds.some(isZod) === true);
        const queue = [...this.getModuleIds()].filter(isPage);
        if (queue.length === 0)
          return this.error(`no page module for the ${options.name} chunk (scripts/pageChunk.ts)`);
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (held.has(id) || excluded(id)) continue;
          held.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
      transformIndexHtml: {
        order: 'post',
        handler(_html: string, ctx: IndexHtmlTransformContext) {
          if (!options.preload) return [];
          const chunk = Object.values(ctx.bundle ?? {}).find(
            (c) => c.type === 'chunk' && c.moduleIds.some(isPage),
          );
          if (!chunk) return [];
          return [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
              injectTo: 'head',
            },
          ];
        },
      },
    },
  };
}
