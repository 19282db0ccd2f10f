import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';

import { graphClosure } from './graphClosure';
import { importsZod, isZod } from './shellChunk';

/** The home route's page (src/app/routeTree.tsx loads it lazily), the first page of most visits. */
const HOME_PAGE = /[\\/]src[\\/]routes[\\/]match[\\/]MatchColumnPage\.tsx$/;

/**
 * One chunk for the home route's page and what it runs beyond the shell (scripts/shellChunk.ts), and
 * a modulepreload of it in index.html (issue 18: the home's first paint). Left to Rolldown, the page
 * came as ~20 chunks of about 1 KB (every module it shares with another lazy page gets its own),
 * asked for only once the entry had been evaluated and then in four rounds over HTTP/1.1's six
 * connections: on a slow machine they arrived 300-700 ms after the entry was done. Preloaded with
 * the entry, the page is there when the router asks for it; a landing on another page also
 * fetches it (~15 KB gzipped, after the entry, while the entry is evaluated), and the pages that
 * share its modules load that one chunk instead of their pieces.
 *
 * It takes the page's own modules (src/ and protocol/), not packages (those the shell does not hold
 * keep Rolldown's chunks, shared by every page that uses them) and, as the shell, neither zod nor
 * the modules that import it: they stay with the lazy pages that use them.
 */
export function homeChunk(
  /** Modules that stay out of it anyway (the live page's first script's: scripts/earlyLiveEntry.ts). */
  outside: (id: string) => boolean = () => false,
): {
  group: Rolldown.CodeSplittingGroup;
  plugin: Plugin;
} {
  const home = new Set<string>();
  return {
    group: { name: 'home', includeDependenciesRecursively: false, test: (id) => home.has(id) },
    plugin: {
      name: 'tribune:home-chunk',
      apply: 'build',
      buildStart() {
        home.clear();
      },
      buildEnd() {
        const start = [...this.getModuleIds()].find((id) => HOME_PAGE.test(id));
        if (!start) return this.error('the home page module was not found (scripts/homeChunk.ts)');
        const excluded = (id: string) =>
          /[\\/]node_modules[\\/]/.test(id) || isZod(id) || importsZod(this.getModuleInfo(id)) || outside(id);
        const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        for (const id of graphClosure([start], imports, (id) => !excluded(id))) home.add(id);
      },
      transformIndexHtml: {
        order: 'post',
        handler(_html: string, ctx: IndexHtmlTransformContext) {
          const chunk = Object.values(ctx.bundle ?? {}).find(
            (c) => c.type === 'chunk' && c.moduleIds.some((id) => HOME_PAGE.test(id)),
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
