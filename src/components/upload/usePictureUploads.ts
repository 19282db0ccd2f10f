import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';

import { EMPTY_FILE_ERROR } from '../../../protocol/compress';
import { PHOTO_CONTENT_TYPES, UPLOAD_MAX_BYTES, type UploadType } from '../../../protocol/upload';
import { createCompressor, type Compressor } from '../../api/compressClient';
import { uploadFile } from '../../api/upload';

/** One picture chosen for a post or the photo wall, from the choice to its stored URL. */
export interface PictureItem {
  /** Local id (React key, test hooks). */
  id: string;
  name: string;
  /** An object URL of the chosen file, revoked when the item goes. */
  preview: string;
  phase: 'compressing' | 'uploading' | 'done' | 'failed';
  /** 0-100 while uploading. */
  progress: number;
  /** The stored URL once uploaded (what addImage / addNote take). */
  url: string | null;
  /** Why it failed, translated. */
  error: string;
}

export interface PictureUploads {
  items: readonly PictureItem[];
  /** Checks and starts the files chosen; refuses, before any call, what is not a picture of the type or is over `max`. */
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  retry: (id: string) => void;
  /** Marks an uploaded item failed (the server refused its URL: upload it again). */
  fail: (id: string, error: string) => void;
  /** Forgets every item (after a successful save). */
  clear: () => void;
  /** The translated reason the last choice was (partly) refused, else ''. */
  refusal: string;
  /** Some picture is being compressed or uploaded. */
  busy: boolean;
}

interface Options {
  uploadType: UploadType;
  /** At most this many pictures at once. */
  max: number;
  /** Said when a choice goes over `max` (the pictures over it are left out). */
  tooMany: string;
}

const ACCEPTED: readonly string[] = PHOTO_CONTENT_TYPES;
let nextId = 1;

/**
 * Several pictures uploaded side by side through the signed flow: each is compressed in the
 * compression Worker (§5: JPEG and PNG; a GIF goes as it is), then PUT with its own progress; a
 * failed one keeps its reason and can be retried or removed. Nothing is uploaded for a file that
 * is not JPEG, PNG or GIF, too large, or over the count.
 */
export function usePictureUploads({ uploadType, max, tooMany }: Options): PictureUploads {
  const { t } = useLingui();
  const [items, setItems] = useState<PictureItem[]>([]);
  const [refusal, setRefusal] = useState('');
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());
  const compressor = useRef<Compressor | null>(null);
  // The count as of the last change, so two choices in one render cannot both pass the limit.
  const countRef = useRef(0);

  useEffect(() => {
    const aborting = aborts.current;
    const chosen = files.current;
    return () => {
      for (const controller of aborting.values()) controller.abort();
      compressor.current?.terminate();
      compressor.current = null;
      chosen.clear();
    };
  }, []);

  const update = useCallback((id: string, change: Partial<PictureItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  async function run(id: string) {
    const file = files.current.get(id);
    if (!file) return;
    aborts.current.get(id)?.abort();
    const controller = new AbortController();
    aborts.current.set(id, controller);
    update(id, { phase: 'compressing', progress: 0, error: '', url: null });
    let small: File;
    try {
      compressor.current ??= createCompressor();
      small = await compressor.current.compress(file);
    } catch (error) {
      if (controller.signal.aborted) return;
      const empty = error instanceof Error && error.message.includes(EMPTY_FILE_ERROR);
      return update(id, {
        phase: 'failed',
        error: empty ? t`The file is empty` : t`This file is not a picture we can read`,
      });
    }
    if (controller.signal.aborted) return;
    update(id, { phase: 'uploading' });
    try {
      const url = await uploadFile(small, {
        fileName: file.name,
        uploadType,
        signal: controller.signal,
        onProgress: (progress) => update(id, { progress }),
      });
      if (controller.signal.aborted) return;
      if (url) update(id, { phase: 'done', progress: 100, url });
      else
        update(id, { phase: 'failed', error: t`The server did not accept the picture. Please try again.` });
    } catch {
      if (!controller.signal.aborted)
        update(id, {
          phase: 'failed',
          error: t`The upload failed. Check your connection and try again.`,
        });
    } finally {
      if (aborts.current.get(id) === controller) aborts.current.delete(id);
    }
  }

  function add(chosen: readonly File[]) {
    setRefusal('');
    const maxMb = Math.round(UPLOAD_MAX_BYTES[uploadType] / (1024 * 1024));
    const problems: string[] = [];
    const fresh: PictureItem[] = [];
    for (const file of chosen) {
      const name = file.name;
      if (!ACCEPTED.includes(file.type)) {
        problems.push(t`${name}: please choose a JPEG, PNG or GIF picture`);
      } else if (file.size > UPLOAD_MAX_BYTES[uploadType]) {
        problems.push(t`${name}: the picture is too large, at most ${maxMb} MB`);
      } else if (countRef.current + fresh.length >= max) {
        problems.push(tooMany);
        break;
      } else {
        const id = `p${nextId++}`;
        files.current.set(id, file);
        fresh.push({
          id,
          name: file.name,
          preview: URL.createObjectURL(file),
          phase: 'compressing',
          progress: 0,
          url: null,
          error: '',
        });
      }
    }
    if (problems.length > 0) setRefusal(problems.join(' '));
    if (fresh.length === 0) return;
    countRef.current += fresh.length;
    setItems((list) => [...list, ...fresh]);
    for (const item of fresh) void run(item.id);
  }

  function forget(item: PictureItem) {
    aborts.current.get(item.id)?.abort();
    aborts.current.delete(item.id);
    files.current.delete(item.id);
    URL.revokeObjectURL(item.preview);
  }

  function remove(id: string) {
    const item = items.find((i) => i.id === id);
    if (!item) return;
    forget(item);
    countRef.current = Math.max(0, countRef.current - 1);
    setRefusal('');
    setItems((list) => list.filter((i) => i.id !== id));
  }

  function clear() {
    for (const item of items) forget(item);
    countRef.current = 0;
    setRefusal('');
    setItems([]);
  }

  const fail = (id: string, error: string) => update(id, { phase: 'failed', error, url: null });
  const retry = (id: string) => void run(id);
  const busy = items.some((i) => i.phase === 'compressing' || i.phase === 'uploading');
  return { items, add, remove, retry, fail, clear, refusal, busy };
}
