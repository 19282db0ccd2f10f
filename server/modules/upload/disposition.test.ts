import { describe, expect, it } from 'vitest';

import { attachmentDisposition, sanitizeFileName } from './disposition';
import { matchesContentType } from './fileType';
import { BYTES } from './uploadTestKit';

describe('attachmentDisposition', () => {
  it('is a bare attachment without a usable name', () => {
    expect(attachmentDisposition(undefined)).toBe('attachment');
    expect(attachmentDisposition(['a.txt', 'b.txt'])).toBe('attachment');
    expect(attachmentDisposition(' ..\u202e\r\n ')).toBe('attachment');
  });

  it('gives an ASCII fallback and the exact UTF-8 name in filename* (RFC 6266 / 5987)', () => {
    expect(attachmentDisposition('报告 (final)*.pdf')).toBe(
      `attachment; filename="__ (final)_.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%28final%29_.pdf`,
    );
    expect(attachmentDisposition('100%;x.txt')).toBe(
      `attachment; filename="100__x.txt"; filename*=UTF-8''100%25%3Bx.txt`,
    );
  });
});

describe('sanitizeFileName', () => {
  it('drops paths, control and bidi characters and leading dots, and caps the length', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(sanitizeFileName('C:\\Users\\a.exe')).toBe('C__Users_a.exe');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('a"b<c>\u0000d\n.txt')).toBe('a_b_c_d.txt');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
    expect(Array.from(sanitizeFileName('😀'.repeat(400)))).toHaveLength(150);
  });
});

describe('matchesContentType', () => {
  it('knows each signed type by its first bytes and takes any bytes as a plain file', () => {
    expect(matchesContentType('image/png', BYTES.png)).toBe(true);
    expect(matchesContentType('image/jpeg', BYTES.jpeg)).toBe(true);
    expect(matchesContentType('image/gif', BYTES.gif)).toBe(true);
    expect(matchesContentType('image/webp', BYTES.webp)).toBe(true);
    expect(matchesContentType('video/mp4', BYTES.mp4)).toBe(true);
    expect(matchesContentType('video/webm', BYTES.webm)).toBe(true);
    expect(matchesContentType('image/webp', Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBe(false);
    expect(matchesContentType('image/png', BYTES.html)).toBe(false);
    expect(matchesContentType('image/jpeg', Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(matchesContentType('application/octet-stream', BYTES.html)).toBe(true);
  });
});
