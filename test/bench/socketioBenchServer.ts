/**
 * The baseline of `room.vs_socketio`: Socket.IO 4 on 127.0.0.1 and a free port, one room, the
 * same messages (the same JSON shape as ours). `SOCKETIO_BATCH=1` queues them and emits one array
 * per 100 ms (what we do); otherwise each message is one `io.to(room).emit` (Socket.IO's
 * broadcast, the usual way). Prints `{ port }`; answers `cpu` on stdin like roomBenchServer.ts.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createInterface } from 'node:readline';

import { Server } from 'socket.io';

const batch = process.env.SOCKETIO_BATCH === '1';
const server = http.createServer();
const io = new Server(server, { transports: ['websocket'], perMessageDeflate: false, serveClient: false });
let queue: unknown[] = [];

io.on('connection', (socket) => {
  socket.on('join', (room: string, ack: () => void) => {
    void socket.join(room);
    ack();
  });
  socket.on('chat', (data: { roomID: string; text: string }, ack: (r: unknown) => void) => {
    const message = {
      msgID: `${socket.id}.${Date.now().toString(36)}${randomBytes(5).toString('hex')}`,
      kind: 'chat',
      sendID: socket.id,
      nickname: 'Bench',
      faceURL: null,
      role: 'viewer',
      contentType: 101,
      content: { text: data.text },
      sendTime: Date.now(),
    };
    if (batch) queue.push(message);
    else io.to(data.roomID).emit('msg', message);
    ack({ msgID: message.msgID });
  });
});
if (batch)
  setInterval(() => {
    if (queue.length === 0) return;
    const messages = queue;
    queue = [];
    io.to('bench').emit('msgs', messages);
  }, 100);

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'cpu') {
    const u = process.cpuUsage();
    process.stdout.write(`CPU ${u.user + u.system}\n`);
  }
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
