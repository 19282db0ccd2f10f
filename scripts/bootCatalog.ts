import { promises as fsp } from 'node:fs';
import path from 'node:path';

import linguiApi from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { type Plugin, parseSync, type Rolldown } from 'vite';

/**
 * The boot catalogs (issue 18): `locales/<lang>/messages.po?boot` compiles to the messages the first
 * route can show, not the whole catalog. src/i18n/i18n.ts activates a language with it at start and
 * loads the full catalog after the first page has shown what it loads, or as soon as another page
 * needs it (src/app/routeTree.tsx: every route page but the first waits for it).
 *
 * "What the first route can show" is every message of the source files reachable from the entry
 * scripts of src/index.html (static imports, and dynamic ones: the first page's lazy panels, the
 * error table), plus the first page itself, without crossing into another route page (a dynamic
 * import of src/routes/**). So a message rendered before the full catalog arrives is always in the
 * boot catalog; the set is a superset of what is rendered (tree shaking aside), computed from the
 * sources with lingui's own extractor once per build.
 */

/** The page whose module scripts are the client's entries, and the page of the first route (`/match/0`). */
const HTML = 'src/index.html';
const FIRST_PAGE = 'src/routes/match/MatchColumnPage.tsx';
/** Route pages: the pages other than the first wait for the full catalog, so the walk stops at them. */
const ROUTE_PAGES = 'src/routes/';
const BOOT_QUERY = /[\\/]locales[\\/]([a-z]+)[\\/]messages\.po\?boot$/;
const SOURCE = /\.[cm]?[jt]sx?$/;

// @lingui/cli/api is CommonJS: its named exports are read from the default import.
const { createCompiledCatalog, extractor, getCatalogForFile, getCatalogs } = linguiApi;

/** The module requests of `code` worth following: value imports and re-exports, dynamic imports by literal. */
function requests(file: string, code: string): { spec: string; dynamic: boolean }[] {
  const { module, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`boot catalog: cannot parse ${file}: ${errors[0]?.message}`);
  const found: { spec: string; dynamic: boolean }[] = [];
  for (const imp of module.staticImports) {
    // `import type …` and `import { type A } from` bring no code.
    if (imp.entries.length === 0 || imp.entries.some((e) => !e.isType))
      found.push({ spec: imp.moduleRequest.value, dynamic: false });
  }
  for (const exp of module.staticExports) {
    for (const entry of exp.entries) {
      if (entry.moduleRequest && !entry.isType)
        found.push({ spec: entry.moduleRequest.value, dynamic: false });
    }
  }
  for (const imp of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(code.slice(imp.moduleRequest.start, imp.moduleRequest.end));
    if (literal?.[2]) found.push({ spec: literal[2], dynamic: true });
  }
  return found;
}

/** The ids of the messages the first route can show and the source files they come from (see above). */
async function firstRouteMessageIds(
  ctx: Rolldown.PluginContext,
  root: string,
  linguiConfig: LinguiConfigNormalized,
): Promise<{ ids: Set<string>; files: Set<string> }> {
  const firstPage = path.join(root, FIRST_PAGE);
  const routePages = path.join(root, ROUTE_PAGES);
  const ids = new Set<string>();
  const seen = new Set<string>();
  const html = await fsp.readFile(path.join(root, HTML), 'utf8');
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) =>
    path.resolve(path.dirname(path.join(root, HTML)), m[1]!),
  );
  if (entries.length === 0) throw new Error(`boot catalog: no module script in ${HTML}`);
  const queue = [...entries, firstPage];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await fsp.readFile(file, 'utf8');
    if (code.includes('@lingui/'))
      await extractor.extract(file, code, (message) => ids.add(message.id), { linguiConfig });
    for (const { spec, dynamic } of requests(file, code)) {
      // Packages hold no message of ours (and the lingui macros must not be resolved outside a transform).
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const resolved = await ctx.resolve(spec, file);
      const id = resolved?.id;
      // Assets, workers (?worker, ?url) and virtual modules hold none either.
      if (!id || resolved.external || id.includes('?') || id.includes('\0') || !SOURCE.test(id)) continue;
      if (!id.startsWith(root + path.sep) || id.includes(`${path.sep}node_modules${path.sep}`)) continue;
      if (dynamic && id.startsWith(routePages) && id !== firstPage) continue;
      queue.push(id);
    }
  }
  return { ids, files: new Set([path.join(root, HTML), ...seen]) };
}

/** Serves `locales/<lang>/messages.po?boot` (src/i18n/i18n.ts) as the compiled boot catalog of <lang>. */
export function bootCatalog(): Plugin {
  let root = process.cwd();
  let linguiConfig: LinguiConfigNormalized | undefined;
  let walk: ReturnType<typeof firstRouteMessageIds> | undefined;
  return {
    name: 'tribune:boot-catalog',
    enforce: 'pre',
    configResolved(config) {
      // The config's root is src/ (vite.config.ts); lingui's and the walk's paths start at the project.
      root = path.dirname(config.configFile ?? path.join(process.cwd(), 'vite.config.ts'));
    },
    buildStart() {
      walk = undefined;
    },
    // Dev server: an edited source may use other messages.
    watchChange() {
      walk = undefined;
    },
    load: {
      filter: { id: BOOT_QUERY },
      async handler(id) {
        const lang = BOOT_QUERY.exec(id)?.[1];
        if (!lang) return null;
        linguiConfig ??= getConfig({ cwd: root });
        walk ??= firstRouteMessageIds(this, root, linguiConfig);
        const { ids, files } = await walk;
        const poFile = id.replace(/\?boot$/, '');
        for (const file of [poFile, ...files]) this.addWatchFile(file);
        const found = getCatalogForFile(path.relative(root, poFile), await getCatalogs(linguiConfig));
        if (!found) throw new Error(`boot catalog: ${poFile} is not a catalog of lingui.config.ts`);
        // The same translations as the full catalog (@lingui/vite-plugin), fallbacks included, then cut.
        // lingui.config.ts sets both options.
        const { messages } = await found.catalog.getTranslations(found.locale, {
          fallbackLocales: linguiConfig.fallbackLocales!,
          sourceLocale: linguiConfig.sourceLocale!,
        });
        const boot = Object.fromEntries(Object.entries(messages).filter(([msgId]) => ids.has(msgId)));
        const { source, errors } = createCompiledCatalog(found.locale, boot, { namespace: 'es' });
        if (errors.length)
          throw new Error(`boot catalog ${lang}: ${errors.map((e) => e.id).join(', ')} fail to compile`);
        return { code: source, moduleType: 'js' };
      },
    },
  };
}
