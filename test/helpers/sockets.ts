import net from 'node:net';

/**
 * Bare TCP helpers of the tests: a port nothing listens on (a service that is not there, a port to
 * give a process that takes a number), and an exchange of raw bytes with a server.
 */

/** A port on 127.0.0.1 that was free a moment ago (listen on 0, read the port, close). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Writes `parts` on a bare socket to 127.0.0.1:`port` (nothing after the last one) and resolves with
 * what came back once the server closed the socket; fails after `waitMs` if it never does.
 */
export function exchange(
  port: number,
  parts: readonly (string | Buffer)[],
  { waitMs, localAddress }: { waitMs: number; localAddress?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open after ${JSON.stringify(text.slice(0, 120))}`));
    }, waitMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    for (const part of parts) socket.write(part);
  });
}
