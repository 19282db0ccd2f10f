import { z } from 'zod';

/** Every `/web` answer: HTTP 200 with `{ success, code, data }` (§7). `code` 0 means success. */
export interface Envelope<T> {
  success: boolean;
  code: number;
  data: T;
}

/** `data` of a refusal: the English text (for logs) and, for invalid input, which fields and rules failed. */
export const failureDataSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), rule: z.string() })).optional(),
  until: z.number().optional(),
});
export type FailureData = z.infer<typeof failureDataSchema>;

export const SUCCESS_CODE = 0;
