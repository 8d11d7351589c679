import { z } from 'zod';

/**
 * A request schema for a form whose optional text fields may be left blank: a blank one is sent
 * as absent (what the contract's optional fields mean) rather than as "", which their rules refuse.
 */
export function blankAsAbsent<Output, Input>(
  schema: z.ZodType<Output, Input>,
  names: readonly string[],
): z.ZodType<Output, Input> {
  return z.preprocess((values) => {
    if (typeof values !== 'object' || values === null) return values;
    const kept = { ...(values as Record<string, unknown>) };
    for (const name of names) {
      const value = kept[name];
      if (typeof value === 'string' && value.trim() === '') delete kept[name];
    }
    return kept;
  }, schema) as unknown as z.ZodType<Output, Input>;
}
