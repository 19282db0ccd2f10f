import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ResponseOf } from '../../../protocol/api';
import { type Note, type Photo, PHOTO_WALL_MAX } from '../../../protocol/space';
import { callData } from '../../api/client';
import { callKey, type Loaded, loadedOf, useCallQuery } from '../ui/useCallQuery';

type PhotoPage = ResponseOf<'imageList'>;
type NotePage = ResponseOf<'noteList'>;

/**
 * The loads of the anchor's space. Every key starts with its endpoint's name, so a change that
 * invalidates 'imageList' or 'noteList' (useCallMutation's `invalidates`) reaches all of them.
 * While a picture has no thumbnail yet (made in the background for a few seconds after adding), the
 * list is asked again every THUMB_POLL_MS until every thumbnail is there.
 */
export const THUMB_POLL_MS = 2000;
/** The owner's wall loads whole (a reorder sends every id), in pages of this many. */
const WALL_PAGE_SIZE = 100;
/** A viewer's wall shows this many photos, then more on demand. */
export const VIEWER_WALL_PAGE_SIZE = 30;

export const waitingForThumbs = (pictures: readonly { thumb: string | null }[]) =>
  pictures.some((p) => p.thumb === null);

/** The owner's whole wall, in its order. */
export const OWN_WALL_KEY = ['imageList', 'whole'] as const;

async function loadOwnWall(): Promise<Photo[]> {
  const photos: Photo[] = [];
  for (let page = 1; page <= Math.ceil(PHOTO_WALL_MAX / WALL_PAGE_SIZE); page++) {
    const { list, total } = await callData('imageList', { page, pageSize: WALL_PAGE_SIZE });
    photos.push(...list);
    if (list.length < WALL_PAGE_SIZE || photos.length >= total) break;
  }
  return photos;
}

/** The logged-in anchor's whole photo wall; `setPhotos` changes the cached order at once (a reorder). */
export function useOwnWall(): Loaded<Photo[]> & { setPhotos: (photos: Photo[]) => void } {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: OWN_WALL_KEY,
    queryFn: loadOwnWall,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && waitingForThumbs(q.state.data) ? THUMB_POLL_MS : false),
  });
  const { refetch } = query;
  return {
    ...loadedOf(query),
    reload: () => void refetch(),
    setPhotos: (photos) => client.setQueryData(OWN_WALL_KEY, photos),
  };
}

/** An anchor's wall as a viewer sees it: the first photos, more on demand. */
export function useAnchorWall(anchorId: string) {
  const query = useInfiniteQuery({
    queryKey: ['imageList', { anchorId, pageSize: VIEWER_WALL_PAGE_SIZE }] as const,
    queryFn: ({ pageParam }) =>
      callData('imageList', { anchorId, page: pageParam, pageSize: VIEWER_WALL_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: PhotoPage, all: PhotoPage[]) =>
      all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0
        ? all.length + 1
        : undefined,
    refetchInterval: (q) =>
      q.state.data && waitingForThumbs(q.state.data.pages.flatMap((p) => p.list)) ? THUMB_POLL_MS : false,
  });
  const photos = query.data?.pages.flatMap((p) => p.list) ?? [];
  const loaded = loadedOf({ ...query, data: query.data ? photos : undefined });
  return {
    ...loaded,
    total: query.data?.pages[0]?.total ?? 0,
    reload: () => void query.refetch(),
    more: query.hasNextPage ? () => void query.fetchNextPage() : null,
    loadingMore: query.isFetchingNextPage,
  };
}

/** A page of an anchor's posts (the caller's own without `anchorId`), newest first. */
export function useNotes(anchorId: string | undefined, page: number, pageSize: number) {
  const client = useQueryClient();
  const body = { ...(anchorId ? { anchorId } : {}), page, pageSize };
  const cached = client.getQueryData<NotePage>(callKey('noteList', body));
  const waiting = cached ? waitingForThumbs(cached.list.flatMap((n) => n.pictures)) : false;
  return useCallQuery('noteList', body, waiting ? { refetchInterval: THUMB_POLL_MS } : {});
}

/** Changes a post wherever a page of posts holds it (a like or collect as it was toggled or answered). */
export function patchNote(client: QueryClient, noteId: number, patch: Partial<Note>): void {
  client.setQueriesData<NotePage>({ queryKey: ['noteList'] }, (page) =>
    page
      ? { ...page, list: page.list.map((note) => (note.id === noteId ? { ...note, ...patch } : note)) }
      : page,
  );
}
