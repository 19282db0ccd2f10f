import { createRequire } from 'node:module';

/**
 * The RTMP protocol of node-media-server 4 (handshake, chunk streams, AMF commands, FLV tags), used
 * without its server: its NodeMediaServer class keeps one global context per process, listens on
 * fixed ports and exits the process on a listen error. We drive its protocol parser per socket.
 */
export interface AvPacket {
  codec_id: number;
  codec_type: number;
  flags: number;
  pts: number;
  dts: number;
  size: number;
  data: Buffer;
}

export interface RtmpParser {
  onConnectCallback: (req: { app: string; name: string; host: string; query: unknown }) => void;
  onPlayCallback: () => void;
  onPushCallback: () => void;
  onPacketCallback: (packet: AvPacket) => void;
  onOutputCallback: (buffer: Buffer) => void;
  /** An error message, or null. */
  parserData(buffer: Buffer): string | null;
}

interface FlvStatic {
  createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
  createMessage(packet: AvPacket): Buffer;
}

const require = createRequire(import.meta.url);
const logger = require('node-media-server/src/core/logger.js') as { log: (...args: unknown[]) => void };
// Its logger writes every connection to stdout; our ingest logs what matters itself.
logger.log = () => undefined;

export const Rtmp = require('node-media-server/src/protocol/rtmp.js') as new () => RtmpParser;
export const Flv = require('node-media-server/src/protocol/flv.js') as FlvStatic;
