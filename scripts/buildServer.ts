/**
 * `npm run build:server`: the server as plain JavaScript in dist/server/ (index.js, admin.js), so
 * `npm start` runs it with node, without loading a TypeScript compiler at run time (it held ~50 MB and
 * a second process). ESM for Node 20, one file per entry plus shared chunks (splitting keeps a lazy
 * `import()` lazy: its packages load when it runs, not at boot), packages left to node_modules,
 * source maps beside the files.
 *
 * Files the server reads next to its sources (drizzle's migrations, server/assets, the migration
 * journal) and packages it resolves from them (`createRequire`) are found through `import.meta.url`:
 * in each source file it becomes that file's own URL, relative to the bundle, so the built server
 * reads the same server/ folder the sources do, wherever the checkout is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');
// Every output file sits in dist/server/ itself (entries and chunks alike): the rewrite below points
// from that one folder.
const entryPoints = { index: 'server/index.ts', admin: 'server/cli/admin.ts' };

/** Rewrites `import.meta.url` in our sources to the source file's URL, relative to the bundle. */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  // The sources are in the checkout: the maps only point at them (a smaller map parsed at start).
  sourcesContent: false,
  // Error names and stack frames keep the sources' names (esbuild renames clashing top-level ones).
  keepNames: true,
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
  plugins: [sourceUrls],
});
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
const bytes = files.reduce((sum, f) => sum + (result.metafile.outputs[f]?.bytes ?? 0), 0);
console.log(
  `server built: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB in ${path.relative(root, outdir)}/ ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
