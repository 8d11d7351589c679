import { z } from 'zod';
import { SUCCESS } from './status.js';

// The schemas of the failure and success envelopes; their codes and keys are in status.ts, free of zod.

export const fieldErrorSchema = z.object({
  field: z.string(),
  key: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureSchema = z.object({
  statusCode: z
    .number()
    .int()
    .refine((code) => code !== SUCCESS, 'a failure never has statusCode 1'),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  retry_after: z.number().int().optional(),
  /** selfExcluded and timedOut: when login opens again (absent for a permanent self-exclusion) */
  until: z.string().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** A success response: statusCode 1 plus the call's own fields. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ statusCode: z.literal(SUCCESS), ...shape });
}
