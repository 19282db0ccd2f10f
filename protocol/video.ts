import { z } from 'zod';

/** The demo channels' answer (server/modules/video); its constants and URLs: ./videoConstants.ts (no zod). */
export * from './videoConstants';

export const channelInfoSchema = z.object({
  channel: z.string(),
  live: z.string(),
  replay: z.string(),
  thumbs: z.string(),
  segments: z.number().int().positive(),
  segmentSeconds: z.number().positive(),
});
export type ChannelInfo = z.infer<typeof channelInfoSchema>;
