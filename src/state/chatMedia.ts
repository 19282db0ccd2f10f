import { proxy, useSnapshot } from 'valtio';

import { EMPTY_FILE_ERROR } from '../../protocol/compress';
import { ContentType } from '../../protocol/im';
import {
  CHAT_FILE_MAX_BYTES,
  CHAT_VIDEO_MAX_SECONDS,
  mediaKindOf,
  type MediaKind,
} from '../../protocol/chatMedia';
import { createCompressor, type Compressor } from '../api/compressClient';
import { uploadFile } from '../api/upload';
import { openPeer, sendContentTo } from './chat';
import { readVideo, imageSize, type VideoInfo } from './mediaProbe';

/**
 * Chat media of §3/§4 "chat media upload": a picture, video or file becomes a pending upload shown
 * in the conversation (rate 0-100 with the progress bar while progressFlag), then status 2 (the
 * message goes to the worker's outbox with the stored URL) or status 3 (progress hidden, retry).
 * Only this file writes the upload state.
 */
export const UploadStatus = { Uploading: 1, Uploaded: 2, Failed: 3 } as const;
export type UploadStatus = (typeof UploadStatus)[keyof typeof UploadStatus];

/** Why an upload did not go: shown translated by the view. */
export type UploadProblem =
  'tooLarge' | 'tooLong' | 'empty' | 'compress' | 'format' | 'refused' | 'network' | 'unreadable';

export interface PendingUpload {
  id: string;
  conversationID: string;
  recvID: string;
  kind: MediaKind;
  name: string;
  size: number;
  /** An object URL of the picture, or the video's first frame, for the bubble. */
  previewUrl: string | null;
  rate: number;
  progressFlag: boolean;
  status: UploadStatus;
  problem: UploadProblem | null;
  createdAt: number;
}

const uploads = proxy<{ list: PendingUpload[] }>({ list: [] });
const files = new Map<string, File>();
let compressor: Compressor | null = null;

export class MediaRefusal extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

function update(id: string, change: Partial<PendingUpload>): void {
  const row = uploads.list.find((u) => u.id === id);
  if (row) Object.assign(row, change);
}

function remove(id: string): void {
  const row = uploads.list.find((u) => u.id === id);
  if (row?.previewUrl) URL.revokeObjectURL(row.previewUrl);
  files.delete(id);
  uploads.list = uploads.list.filter((u) => u.id !== id);
}

async function compressed(file: File): Promise<File> {
  compressor ??= createCompressor();
  try {
    return await compressor.compress(file);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new MediaRefusal(message.includes(EMPTY_FILE_ERROR) ? 'empty' : 'compress');
  }
}

/** PUTs `blob` with progress into `id`'s row; '' when the address call was refused. */
async function put(id: string, blob: Blob, fileName: string, withProgress: boolean): Promise<string> {
  const url = await uploadFile(blob, {
    fileName,
    uploadType: 'chat',
    onProgress: withProgress ? (rate) => update(id, { rate }) : undefined,
  });
  if (!url) throw new MediaRefusal('refused');
  return url;
}

async function pictureContent(id: string, file: File) {
  const small = await compressed(file);
  const { width, height } = await imageSize(small);
  const url = await put(id, small, file.name, true);
  return { bigPicture: { url, width, height, size: small.size } };
}

async function videoContent(id: string, file: File, info: VideoInfo) {
  const snapshotUrl = info.snapshot ? await put(id, info.snapshot, `${file.name}.jpg`, false) : undefined;
  const videoUrl = await put(id, file, file.name, true);
  const duration = Math.round(info.duration * 10) / 10;
  return { videoUrl, duration, size: file.size, ...(snapshotUrl ? { snapshotUrl } : {}) };
}

async function fileContent(id: string, file: File) {
  const blob = new Blob([file], { type: 'application/octet-stream' });
  const url = await put(id, blob, file.name, true);
  return { url, name: file.name.slice(0, 200), size: file.size };
}

async function run(id: string): Promise<void> {
  const row = uploads.list.find((u) => u.id === id);
  const file = files.get(id);
  if (!row || !file) return;
  update(id, { status: UploadStatus.Uploading, problem: null, rate: 0, progressFlag: true });
  try {
    if (row.kind === 'picture') {
      await sendContentTo(row.recvID, ContentType.Picture, await pictureContent(id, file));
    } else if (row.kind === 'video') {
      const info = await readVideo(file);
      if (!Number.isFinite(info.duration)) throw new MediaRefusal('unreadable');
      if (info.duration > CHAT_VIDEO_MAX_SECONDS) throw new MediaRefusal('tooLong');
      await sendContentTo(row.recvID, ContentType.Video, await videoContent(id, file, info));
    } else {
      await sendContentTo(row.recvID, ContentType.File, await fileContent(id, file));
    }
    update(id, { status: UploadStatus.Uploaded, progressFlag: false, rate: 100 });
    remove(id);
  } catch (error) {
    const problem = error instanceof MediaRefusal ? error.problem : 'network';
    // §4: a refused upload-address call resolves '' and shows no status change; the rest is status 3.
    if (problem === 'refused' || problem === 'tooLong' || problem === 'unreadable') remove(id);
    else update(id, { status: UploadStatus.Failed, progressFlag: false, problem });
    throw error instanceof MediaRefusal ? error : new MediaRefusal('network');
  }
}

/** Checks a chosen file before anything is uploaded; throws a MediaRefusal with the reason. */
export function checkMedia(file: File): MediaKind {
  if (file.size === 0) throw new MediaRefusal('empty');
  if (file.size > CHAT_FILE_MAX_BYTES) throw new MediaRefusal('tooLarge');
  return mediaKindOf(file.type);
}

/** Sends a picture, video or file to the open conversation (rejects with a MediaRefusal). */
export async function sendMedia(file: File, asFile = false): Promise<void> {
  const open = openPeer();
  if (!open) return;
  const kind = asFile ? 'file' : checkMedia(file);
  if (asFile) checkMedia(file);
  const id = crypto.randomUUID();
  files.set(id, file);
  const previewUrl = kind === 'picture' ? URL.createObjectURL(file) : null;
  uploads.list.push({
    id,
    conversationID: open.conversationID,
    recvID: open.peer.userID,
    kind,
    name: file.name,
    size: file.size,
    previewUrl,
    rate: 0,
    progressFlag: true,
    status: UploadStatus.Uploading,
    problem: null,
    createdAt: Date.now(),
  });
  await run(id);
}

export function retryUpload(id: string): Promise<void> {
  return run(id);
}

export function cancelUpload(id: string): void {
  remove(id);
}

/** The pending uploads of one conversation, oldest first. */
export function useUploads(conversationID: string): readonly PendingUpload[] {
  const snap = useSnapshot(uploads);
  return snap.list.filter((u) => u.conversationID === conversationID);
}
