import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server process of the scale-out suites (test/integration/imNode.ts): prints READY <port>. */
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../integration/imNode.ts');

export interface Node {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/** Starts a server process with `env` on a free port; rejects with its stderr if it exits first. */
export function startNode(env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /READY (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port), exited });
    });
    void exited.then((code) => reject(new Error(`server process exited ${code}: ${err.slice(-2000)}`)));
  });
}

/** POST a /web call to the process on `port`, as the page does. */
export async function nodeCall<T>(
  port: number,
  route: string,
  body: unknown,
  token?: string,
): Promise<{ success: boolean; code: number; data: T }> {
  const res = await fetch(`http://127.0.0.1:${port}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: number; data: T };
}

/** Logs a demo user in on the process on `port`. */
export async function nodeLogin(port: number, username: string): Promise<{ uid: string; token: string }> {
  const body = await nodeCall<{ token: string; userInfo: { uid: string } }>(port, '/web_user/web_pwd_login', {
    username,
    password: 'demo1234',
  });
  if (!body.success) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return { uid: body.data.userInfo.uid, token: body.data.token };
}
