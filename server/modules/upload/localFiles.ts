import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { OCTET_STREAM } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { failure } from '../../http/apiError';
import { attachmentDisposition } from './disposition';
import { matchesContentType } from './fileType';
import type { LocalStorage, PutQuery } from './localStorage';
import { ClientGone, receiveTo, TooLarge } from './receive';
import { EXTENSIONS } from './storage';

const TYPE_OF_EXTENSION = new Map(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

function mediaType(header: string | undefined): string | undefined {
  return header?.split(';', 1)[0]!.trim().toLowerCase() || undefined;
}

function refuse(reply: FastifyReply, status: number, code: ErrorCode) {
  return reply.code(status).send(failure(code));
}

/**
 * PUT and GET of stored files under /uploads/ (local storage only). The PUT streams into a temp
 * file with a byte cap, checks the file type by its first bytes, then moves it into place.
 */
export function registerLocalFiles(app: FastifyInstance, ctx: AppContext, storage: LocalStorage): void {
  function scope(files: FastifyInstance, _options: unknown, done: () => void) {
    // Bodies stay unread until the handler streams them (no parser buffers an upload).
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_req, _payload, done) => done(null));

    files.put<{ Params: { '*': string }; Querystring: PutQuery }>('/uploads/*', async (req, reply) => {
      const key = req.params['*'];
      const file = storage.fileOf(key);
      const grant = file && storage.verifyPut(key, req.query, ctx.now());
      if (!file || !grant) return refuse(reply, 403, ErrorCode.NoPermission);
      // A stored file is served as immutable: its signed address cannot replace it.
      if (fs.existsSync(file)) return refuse(reply, 403, ErrorCode.NoPermission);
      // §7: the client PUTs application/octet-stream; the signed type itself is fine too.
      const sent = mediaType(req.headers['content-type']);
      if (sent && sent !== OCTET_STREAM && sent !== grant.contentType)
        return refuse(reply, 403, ErrorCode.NoPermission);
      const header = req.headers['content-length'];
      if (header !== undefined && !/^\d{1,15}$/.test(header))
        return refuse(reply, 400, ErrorCode.InvalidInput);
      const declared = header === undefined ? undefined : Number(header);
      if (declared !== undefined && declared > grant.maxBytes) {
        reply.header('connection', 'close');
        return refuse(reply, 413, ErrorCode.BodyTooLarge);
      }
      const tmp = path.join(storage.tmpDir, `${randomBytes(16).toString('hex')}.part`);
      let received;
      try {
        received = await receiveTo(req.raw, tmp, Math.min(grant.maxBytes, declared ?? Infinity));
      } catch (error) {
        if (error instanceof TooLarge) {
          reply.header('connection', 'close');
          return refuse(reply, 413, ErrorCode.BodyTooLarge);
        }
        if (error instanceof ClientGone) return reply.code(400).send(failure(ErrorCode.InvalidInput));
        throw error;
      }
      const { size, head } = received;
      if (size === 0 || (declared !== undefined && size !== declared)) {
        await fs.promises.rm(tmp, { force: true });
        return refuse(reply, 400, ErrorCode.InvalidInput);
      }
      if (!matchesContentType(grant.contentType, head)) {
        await fs.promises.rm(tmp, { force: true });
        return refuse(reply, 400, ErrorCode.FileFormat);
      }
      try {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        // link, not rename: it refuses to replace a file two racing PUTs of one address both wrote.
        await fs.promises.link(tmp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          return refuse(reply, 403, ErrorCode.NoPermission);
        throw error;
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
      await ctx.database.db
        .insert(uploads)
        .values({ key, contentType: grant.contentType, size })
        .onConflictDoUpdate({ target: uploads.key, set: { size } });
      return reply.code(200).send({ success: true, code: 0, data: {} });
    });

    files.get<{ Params: { '*': string }; Querystring: { name?: unknown } }>(
      '/uploads/*',
      async (req, reply) => {
        const file = storage.fileOf(req.params['*']);
        const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
        if (!file || !stat?.isFile()) return refuse(reply, 404, ErrorCode.NotFound);
        const type = TYPE_OF_EXTENSION.get(path.extname(file).slice(1)) ?? OCTET_STREAM;
        reply.header('content-type', type);
        reply.header('content-length', stat.size);
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
        // Opened directly, a stored file can run nothing on our origin.
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        if (type === OCTET_STREAM) reply.header('content-disposition', attachmentDisposition(req.query.name));
        return reply.send(fs.createReadStream(file));
      },
    );
    done();
  }
  void app.register(scope);
}
