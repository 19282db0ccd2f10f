import http from 'node:http';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

import { DEFAULT_PAGE_SIZE } from '../../../protocol/paginationConstants';

/**
 * The bare React baseline of `web.lcp_react_baseline_ms`: one page, React 19 and react-dom bundled
 * by esbuild (minified, production React), that asks the same /web call the home page asks for the
 * first page of column 0's list and renders its cards. Served by a node:http server on a free port
 * that passes /web (and the team badges, /media) to the Tribune server, so both pages wait on the
 * same API.
 */

/** The body MatchListSection sends for /match/0 without filters (key order as the page sends it). */
export const HOME_LIST_BODY = { raceType: 0, status: 'all', page: 1, pageSize: DEFAULT_PAGE_SIZE };

// Page code as text: this folder is typed for Node (no DOM, no JSX in its tsconfig).
const PAGE = `
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const BODY = ${JSON.stringify(JSON.stringify(HOME_LIST_BODY))};
const score = (m) => (m.status === 'live' || m.status === 'ended' ? m.score.map((s) => s.value) : ['', '']);

function Card({ m }) {
  const [home, away] = score(m);
  return (
    <article data-testid="match-card" aria-label={m.home.name + ' – ' + m.away.name}>
      <header>{m.league.name} · {m.status}</header>
      <p><img src={m.home.logo} width="28" height="28" alt="" loading="lazy" /> {m.home.name} {home}</p>
      <p><img src={m.away.logo} width="28" height="28" alt="" loading="lazy" /> {m.away.name} {away}</p>
      <footer>{new Date(m.kickoffAt).toLocaleString()}</footer>
    </article>
  );
}

function App() {
  const [list, setList] = useState(null);
  useEffect(() => {
    fetch('/web/web_race/match_list', {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8', 'x-requested-with': 'XMLHttpRequest', language: 'en' },
      body: BODY,
    })
      .then((res) => res.json())
      .then((answer) => setList(answer.data.list));
  }, []);
  return (
    <main>
      <h1>Live matches</h1>
      {list ? <ul>{list.map((m) => <li key={m.id}><Card m={m} /></li>)}</ul> : <p>Loading…</p>}
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`;

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>React baseline</title>
<script type="module" src="/page.js"></script></head><body><div id="root"></div></body></html>`;

/** The page's script: React and the page in one minified ES module. */
async function bundle(): Promise<string> {
  const out = await build({
    stdin: { contents: PAGE, loader: 'jsx', resolveDir: process.cwd(), sourcefile: 'reactBaseline.jsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  });
  const file = out.outputFiles[0];
  if (!file) throw new Error('esbuild wrote no bundle');
  return file.text;
}

export interface ReactBaseline {
  url: string;
  /** The script's size, minified / gzip, bytes (said next to the figure). */
  bytes: { raw: number; gzip: number };
  close(): void;
}

/**
 * Serves the page on 127.0.0.1 and a free port, /web and /media passed to `origin` as they come.
 * `pageHeaders`: sent with the page besides its content type.
 */
export async function startReactBaseline(
  origin: string,
  pageHeaders: Record<string, string> = {},
): Promise<ReactBaseline> {
  const js = Buffer.from(await bundle());
  const jsGzip = gzipSync(js, { level: 9 });
  const upstream = new URL(origin);
  const server = http.createServer((req, res) => {
    // The API and the team badges come from the Tribune server, as on its own page.
    if (req.url?.startsWith('/web/') || req.url?.startsWith('/media/')) {
      const proxied = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      proxied.on('error', () => res.writeHead(502).end());
      return void req.pipe(proxied);
    }
    if (req.url === '/page.js') {
      const gz = /\bgzip\b/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, {
        'content-type': 'text/javascript',
        ...(gz ? { 'content-encoding': 'gzip' } : {}),
      });
      return void res.end(gz ? jsGzip : js);
    }
    res.writeHead(200, { ...pageHeaders, 'content-type': 'text/html; charset=utf-8' });
    res.end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: { raw: js.length, gzip: jsGzip.length },
    close: () => server.close(),
  };
}
