import { UPLOAD_AUTHOR_HEADER, UPLOAD_CONTENT_TYPES, type UPLOAD_TYPES } from '../../protocol/upload';
import { call } from './client';
import { DEVICE_KEY } from './callHeaders';

type UploadType = (typeof UPLOAD_TYPES)[number];
type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export interface UploadOptions {
  /** Sent with the upload-address call; the server names the stored object itself. */
  fileName: string;
  uploadType: UploadType;
  /** Progress of the PUT, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborts the PUT (the promise then rejects). */
  signal?: AbortSignal;
}

/** A PUT to the signed address failed: network error, abort, or a non-2xx status. */
export class UploadError extends Error {
  constructor(readonly status: number) {
    super(status ? `Upload failed with status ${status}` : 'Upload failed');
    this.name = 'UploadError';
  }
}

function isUploadContentType(type: string): type is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

function deviceId(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(DEVICE_KEY);
  return stored || 'tribune';
}

/** The stored URL of an upload is its signed address without the signature (§7). */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

function put(url: string, blob: Blob, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader(UPLOAD_AUTHOR_HEADER, deviceId());
    // Signed by S3 addresses: a signed address can create its file, never replace it.
    xhr.setRequestHeader('If-None-Match', '*');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve();
      } else {
        reject(new UploadError(xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadError(0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

/**
 * The signed upload of §7: ask for an address, PUT the bytes there, and resolve the stored URL.
 * Resolves '' when the address call is refused (§4); rejects when the PUT fails (§8).
 */
export async function uploadFile(blob: Blob, options: UploadOptions): Promise<string> {
  if (!isUploadContentType(blob.type)) throw new Error(`Unsupported content type: ${blob.type || 'none'}`);
  // An avatar may be uploaded before the account exists (registration): with a fresh code_token.
  let uploadToken: string | undefined;
  if (options.uploadType === 'avatar') {
    const token = await call('codeToken', {});
    if (token.success) uploadToken = token.data.codeToken;
  }
  const res = await call('uploadAddress', {
    fileName: options.fileName,
    size: blob.size,
    contentType: blob.type,
    uploadType: options.uploadType,
    ...(uploadToken ? { uploadToken } : {}),
  });
  if (!res.success || !res.data) return '';
  if (options.signal?.aborted) throw new UploadError(0);
  options.onProgress?.(0);
  await put(res.data, blob, options);
  return withoutQuery(res.data);
}
