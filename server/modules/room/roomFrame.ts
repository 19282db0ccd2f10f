import * as ws from 'ws';

/** A room event frame, encoded once per batch and written as is to every socket of the room on this node. */
export interface RoomFrame {
  /** The whole WebSocket frame: header and payload. */
  readonly wire: Buffer;
  /** The payload alone (the event JSON), for a socket that takes only text. */
  readonly text: Buffer;
}

/** ws's frame builder (lib/sender.js, exported by the package but not declared by @types/ws). */
interface FrameOptions {
  fin: boolean;
  rsv1: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
}
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };
const TEXT_FRAME: FrameOptions = { fin: true, rsv1: false, opcode: 0x1, mask: false, readOnly: true };

/**
 * The event frame around `data` (a JSON string, as every event's data) framed by ws itself
 * (`Sender.frame`: FIN, text, unmasked as a server's frames are, no extension bit — the gateway
 * negotiates no permessage-deflate), once for every socket of the room on this node.
 */
export function roomFrame(event: 'OnRoomMessages' | 'OnRoomNotice', data: string): RoomFrame {
  const text = Buffer.from(
    `{"event":"${event}","errCode":0,"errMsg":"","data":${JSON.stringify(data)},"operationID":""}`,
  );
  const wire = Buffer.concat(Sender.frame(text, TEXT_FRAME));
  return { wire, text: wire.subarray(wire.length - text.length) };
}
