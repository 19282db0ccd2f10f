import { ContentType, contentSchemas, type SendableContentType } from '../../../protocol/im';
import { ErrorCode } from '../../../protocol/errors';
import { ApiError } from '../../http/apiError';
import { issuesOf } from '../../http/registerApi';
import { hasNul } from '../realtime';
import { DEFAULT_SENSITIVE_WORDS, type SensitiveWordList } from '../../services/refusedWords';

/**
 * What a content is checked with: the refused words, and which URLs are files of our storage (the
 * stored URL of the §7 upload flow: a storage base and a key of ours, nothing else).
 */
export interface ContentRules {
  isMedia: (url: string) => boolean;
  words?: SensitiveWordList;
}
const EXTENSIONS: Partial<Record<SendableContentType, readonly string[]>> = {
  [ContentType.Picture]: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  [ContentType.Video]: ['mp4', 'webm', 'mov', 'm4v'],
  [ContentType.Voice]: ['mp3', 'm4a', 'aac', 'wav', 'ogg', 'oga', 'webm', 'amr'],
};

function isSendable(contentType: number): contentType is SendableContentType {
  return Object.hasOwn(contentSchemas, contentType);
}

function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
}

function invalid(path: string, rule: string): ApiError {
  return new ApiError(ErrorCode.InvalidInput, { issues: [{ path, rule }] });
}

/** The URLs of a content, by field, that must point at stored media. */
function urlsOf(content: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string' && /url$/i.test(path) && value !== '') out.push([path, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k);
  };
  visit(content, '');
  return out;
}

/** The text a content carries for the word and duplicate rules (text, @-text, quote), if any. */
export interface CheckedContent {
  contentType: SendableContentType;
  text: string | undefined;
}

/**
 * Validates `content` (a JSON string) against the schema of its kind: an unknown or unsupported
 * kind or a media file of the wrong format is 4018, malformed content 1000, sensitive words 4002.
 */
export function checkContent(
  contentType: number,
  content: string,
  rules: ContentRules,
  depth = 0,
): CheckedContent {
  const words = rules.words ?? DEFAULT_SENSITIVE_WORDS;
  if (!isSendable(contentType)) throw new ApiError(ErrorCode.FileFormat);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw invalid('content', 'json');
  }
  const parsed = contentSchemas[contentType].safeParse(json);
  if (!parsed.success)
    throw new ApiError(ErrorCode.InvalidInput, {
      issues: issuesOf(parsed.error).map((i) => ({ ...i, path: `content.${i.path}` })),
    });
  const value = parsed.data as Record<string, unknown>;
  if (hasNul(value)) throw invalid('content', 'nul');
  // A card's face is taken from the user's row when it is sent, never from the sender.
  const media = contentType === ContentType.Card ? [] : urlsOf(value);
  for (const [path, url] of media) {
    if (!rules.isMedia(url)) throw invalid(`content.${path}`, 'url');
  }
  const allowed = EXTENSIONS[contentType];
  const main = urlsOf(value).find(([path]) => path !== 'snapshotUrl');
  if (allowed && main && !allowed.includes(extensionOf(main[1]))) throw new ApiError(ErrorCode.FileFormat);
  if (contentType === ContentType.Merged) checkMergedItems(value, depth, rules);
  const text = typeof value.text === 'string' ? value.text : undefined;
  if (text !== undefined && words.contains(text)) throw new ApiError(ErrorCode.SensitiveWords);
  return { contentType, text };
}

/** A merged forward may hold merged forwards one level deep; every inner message is checked as its kind. */
const MERGED_DEPTH_MAX = 1;

function checkMergedItems(value: Record<string, unknown>, depth: number, rules: ContentRules): void {
  const items = (value.messages ?? []) as { contentType: number; content: string }[];
  if (items.length > 0 && depth >= MERGED_DEPTH_MAX) throw invalid('content.messages', 'depth');
  items.forEach((item, i) => {
    try {
      checkContent(item.contentType, item.content, rules, depth + 1);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.InvalidInput)
        throw invalid(`content.messages.${i}`, 'content');
      throw error;
    }
  });
}
