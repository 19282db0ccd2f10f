import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { call } from './client';
import { uploadFile, UploadError, withoutQuery } from './upload';

vi.mock('../api/client', () => ({ call: vi.fn() }));

const mockedCall = vi.mocked(call);

/** A stand-in for XMLHttpRequest: records the PUT and finishes it with `status` on send. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static status = 200;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = FakeXhr.status;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const signed = '/uploads/avatar/20250101/0123456789abcdef01234567.jpg?ct=image%2Fjpeg&max=3&exp=1&sig=abc';

beforeEach(() => {
  FakeXhr.last = undefined;
  FakeXhr.status = 200;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'uuid' ? 'device-123' : null) });
  mockedCall.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('resolves an empty string and sends nothing when the upload-address call is refused', async () => {
    mockedCall.mockResolvedValue({ success: false, code: 1001, data: { message: 'too large' } } as never);
    const result = await uploadFile(new Blob(['abc'], { type: 'image/jpeg' }), {
      fileName: 'a.jpg',
      uploadType: 'avatar',
    });
    expect(result).toBe('');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('asks for an address with name, size, type and upload type', async () => {
    mockedCall.mockResolvedValue({ success: true, code: 0, data: signed });
    await uploadFile(new Blob(['abc'], { type: 'image/jpeg' }), { fileName: 'a.jpg', uploadType: 'avatar' });
    expect(mockedCall).toHaveBeenCalledWith('uploadAddress', {
      fileName: 'a.jpg',
      size: 3,
      contentType: 'image/jpeg',
      uploadType: 'avatar',
    });
  });

  it("sends a fresh code_token with an avatar's address request (registration has no login), not with others", async () => {
    mockedCall.mockImplementation((name: string) =>
      Promise.resolve(
        name === 'codeToken'
          ? { success: true, code: 0, data: { codeToken: 't.o.k', expiresInMs: 600_000 } }
          : { success: true, code: 0, data: signed },
      ),
    );
    await uploadFile(new Blob(['abc'], { type: 'image/jpeg' }), { fileName: 'a.jpg', uploadType: 'avatar' });
    expect(mockedCall).toHaveBeenLastCalledWith(
      'uploadAddress',
      expect.objectContaining({ uploadToken: 't.o.k' }),
    );
    mockedCall.mockClear();
    await uploadFile(new Blob(['abc'], { type: 'image/jpeg' }), { fileName: 'a.jpg', uploadType: 'chat' });
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(mockedCall.mock.calls[0]![1]).not.toHaveProperty('uploadToken');
  });

  it('PUTs the bytes as octet-stream with the author header and resolves the URL without its query', async () => {
    mockedCall.mockResolvedValue({ success: true, code: 0, data: signed });
    const progress: number[] = [];
    const blob = new Blob(['abc'], { type: 'image/jpeg' });
    const url = await uploadFile(blob, {
      fileName: 'a.jpg',
      uploadType: 'avatar',
      onProgress: (p) => progress.push(p),
    });
    expect(url).toBe('/uploads/avatar/20250101/0123456789abcdef01234567.jpg');
    expect(FakeXhr.last?.method).toBe('PUT');
    expect(FakeXhr.last?.url).toBe(signed);
    expect(FakeXhr.last?.body).toBe(blob);
    expect(FakeXhr.last?.headers['Content-Type']).toBe('application/octet-stream');
    expect(FakeXhr.last?.headers['x-amz-meta-author']).toBe('device-123');
    expect(FakeXhr.last?.headers['If-None-Match']).toBe('*');
    expect(progress).toEqual([0, 50, 100]);
  });

  it('falls back to "tribune" as the author when no device id is stored', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    mockedCall.mockResolvedValue({ success: true, code: 0, data: signed });
    await uploadFile(new Blob(['abc'], { type: 'image/jpeg' }), { fileName: 'a.jpg', uploadType: 'avatar' });
    expect(FakeXhr.last?.headers['x-amz-meta-author']).toBe('tribune');
  });

  it('rejects when the PUT fails', async () => {
    FakeXhr.status = 403;
    mockedCall.mockResolvedValue({ success: true, code: 0, data: signed });
    const upload = uploadFile(new Blob(['abc'], { type: 'image/jpeg' }), {
      fileName: 'a.jpg',
      uploadType: 'avatar',
    });
    await expect(upload).rejects.toBeInstanceOf(UploadError);
  });

  it('rejects a blob whose type the server cannot store, without calling', async () => {
    await expect(
      uploadFile(new Blob(['abc'], { type: 'text/plain' }), { fileName: 'a.txt', uploadType: 'avatar' }),
    ).rejects.toThrow();
    expect(mockedCall).not.toHaveBeenCalled();
  });
});

describe('withoutQuery', () => {
  it('drops the query string and keeps a URL without one as it is', () => {
    expect(withoutQuery('https://cdn.example.com/a/b.jpg?X-Amz-Signature=1&b=2')).toBe(
      'https://cdn.example.com/a/b.jpg',
    );
    expect(withoutQuery('/uploads/a.jpg')).toBe('/uploads/a.jpg');
  });
});
