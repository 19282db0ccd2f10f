import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 (port 0) in front of a test server: the browser talks to the server
 * through it, and `setOnline(false)` is a real network loss for everything the browser has open,
 * its SharedWorker's socket included (Chromium's offline emulation reaches pages only).
 */
export interface NetProxy {
  url: string;
  setOnline(online: boolean): void;
  /** Caps what the browser sends (uploads) to this many bytes a second; null lifts the cap. */
  setUploadRate(bytesPerSecond: number | null): void;
  close(): Promise<void>;
}

export async function startNetProxy(targetUrl: string): Promise<NetProxy> {
  const target = new URL(targetUrl);
  const open = new Set<net.Socket>();
  let online = true;
  let uploadRate: number | null = null;
  const server = net.createServer((client) => {
    if (!online) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (uploadRate === null) return;
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / uploadRate) * 1000);
    });
    client.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setOnline(value) {
      online = value;
      if (!value) for (const s of open) s.destroy();
    },
    setUploadRate(bytesPerSecond) {
      uploadRate = bytesPerSecond;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
