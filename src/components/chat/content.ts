import type { z } from 'zod';

import { contentSchemas, type SendableContentType } from '../../../protocol/im';

/** The content of a message of a sendable kind, validated; undefined when it does not parse. */
export function parseContent<K extends SendableContentType>(
  contentType: K,
  content: string,
): z.infer<(typeof contentSchemas)[K]> | undefined {
  try {
    const result = contentSchemas[contentType].safeParse(JSON.parse(content));
    return result.success ? (result.data as z.infer<(typeof contentSchemas)[K]>) : undefined;
  } catch {
    // Not JSON (an older or foreign client's message): shown as a message of unknown content.
    return undefined;
  }
}
