import path from 'node:path';

import { build, type IndexHtmlTransformContext, type Plugin, type Rolldown } from 'vite';

import { APP_ENTRY_ATTRIBUTE } from '../protocol/swMessages';
import { graphClosure } from './graphClosure';

/** The early stream's start (src/app/earlyLive.ts): a chunk of its own. */
const EARLY_LIVE = path.resolve('src/app/earlyLive.ts');
/** What it loads for a live page (src/app/earlyStream.ts). */
const EARLY_STREAM = path.resolve('src/app/earlyStream.ts');
/** index.html's inline script (src/app/earlyCallScript.ts). */
const EARLY_CALL_SCRIPT = path.resolve('src/app/earlyCallScript.ts');
/** hls.js's light build (src/components/player/hlsModule.ts: the site's own streams). */
const HLS_LIGHT = /[\\/]node_modules[\\/]hls\.js[\\/]dist[\\/]hls\.light\.mjs$/;
/** The app's entry as Vite writes it into index.html: the page's one module script. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * A visitor landing on a live match or an anchor's room (issue 18: the first video frame). The page's
 * details call (it holds the stream URL) and hls.js were asked for only once the app's script (~400
 * KB) had loaded and run; the bare hls.js page had its stream going in a third of that time. Now:
 * - index.html carries an inline script (src/app/earlyCallScript.ts, compiled here with the names of
 *   the chunks it asks for; the server allows it by its hash) that makes the details call and asks
 *   for the early stream's chunks as the page's head is parsed;
 * - the app's entry is no script tag but a preload (marked APP_ENTRY_ATTRIBUTE) that the same inline
 *   script evaluates: at once, or on a visitor's live route after the stream's first frame
 *   (src/app/pageStart.ts: the entry's evaluation came between the first segment and its frame);
 * - those chunks hold nothing of the app's script: src/app/earlyLive.ts and what it imports make
 *   one chunk (`group`), kept out of the shell and home chunks (`isEarly`, scripts/shellChunk.ts,
 *   homeChunk.ts), with whatever the stream's own chunk shares with the app's script (the sport
 *   ids, say): in the shell, the stream would wait for the app's script after all. The app's entry
 *   imports the same chunk (src/app/earlyLoads.ts): it runs once.
 */
export function earlyLiveEntry(): {
  isEarly: (id: string) => boolean;
  group: Rolldown.CodeSplittingGroup;
  plugin: Plugin;
} {
  const early = new Set<string>();
  return {
    isEarly: (id) => early.has(id),
    group: { name: 'earlyLive', includeDependenciesRecursively: false, test: (id) => early.has(id) },
    plugin: {
      name: 'tribune:early-live-entry',
      apply: 'build',
      buildStart() {
        early.clear();
      },
      buildEnd() {
        const closure = (starts: string[]) =>
          graphClosure(starts, (id) => this.getModuleInfo(id)?.importedIds ?? []);
        if (!this.getModuleInfo(EARLY_LIVE)) return this.error('src/app/earlyLive.ts is not in the build');
        for (const id of closure([EARLY_LIVE])) early.add(id);
        const app = closure([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
        for (const id of closure([EARLY_STREAM])) if (app.has(id)) early.add(id);
      },
      transformIndexHtml: {
        order: 'post',
        async handler(html: string, ctx: IndexHtmlTransformContext) {
          const chunks = new Map(
            Object.values(ctx.bundle ?? {}).flatMap((c) =>
              c.type === 'chunk' ? [[c.fileName, c] as const] : [],
            ),
          );
          const all = [...chunks.values()];
          const stream = all.find((c) => c.facadeModuleId === EARLY_STREAM);
          const hls = all.find((c) => c.facadeModuleId !== null && HLS_LIGHT.test(c.facadeModuleId));
          if (!stream || !hls)
            throw new Error('the early stream chunks were not built (scripts/earlyLiveEntry.ts)');
          // The stream's chunk and every chunk it imports, all asked for at once (not one round after another).
          const wanted = graphClosure(
            [stream.fileName, hls.fileName],
            (file) => chunks.get(file)?.imports ?? [],
          );
          // The app's entry: preloaded by the page, evaluated by the inline script (src/app/pageStart.ts).
          const entries = [...html.matchAll(ENTRY_SCRIPT)];
          const [tag, entry] = [entries[0]?.[0], entries[0]?.[1]];
          if (entries.length !== 1 || !tag || !entry)
            throw new Error('index.html has not one module script, the entry (scripts/earlyLiveEntry.ts)');
          const script = await compileScript(
            entry,
            [...wanted].map((file) => `/${file}`),
          );
          const page = html.replace(
            tag,
            () => `<link rel="modulepreload" crossorigin href="${entry}" ${APP_ENTRY_ATTRIBUTE}>`,
          );
          // Right after <meta charset> (the parser meets it before the files the head names).
          const charset = /<meta charset="UTF-8" \/>\n/i;
          if (!charset.test(page))
            throw new Error('index.html has no <meta charset="UTF-8" /> (scripts/earlyLiveEntry.ts)');
          return page.replace(charset, (tag) => `${tag}    <script>${script}</script>\n`);
        },
      },
    },
  };
}

/** src/app/earlyCallScript.ts as one minified classic script, starting `entry` and asking for `chunks`. */
async function compileScript(entry: string, chunks: string[]): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.dirname(EARLY_CALL_SCRIPT),
    define: { APP_ENTRY: JSON.stringify(entry), EARLY_CHUNKS: JSON.stringify(chunks) },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: EARLY_CALL_SCRIPT, formats: ['iife'], name: 'tribuneEarlyCallScript' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk');
  if (!chunk) throw new Error('src/app/earlyCallScript.ts did not compile');
  return chunk.code.trim();
}
