import { isMessageKey, type MessageKey } from '@/shared/i18n';

/** The i18n key of a field's message: the validation group's (e.g. "validation:passwordTooShort") or the page's own. */
export type FieldMessage = `validation:${MessageKey<'validation'>}` | `pages:${MessageKey<'pages'>}`;

/** Per field, the key of its first message. */
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldMessage>>;

export type FormOutcome<Field extends string, Value> =
  | { status: 'saved'; value: Value }
  | { status: 'invalid'; errors: FieldErrors<Field> }
  | { status: 'failed' };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The contract's zod messages are keys of the validation group; the first one of each field is
 * shown, and a message the group has no text for says "not valid".
 */
export function issuesToFieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= isMessageKey('validation', issue.message) ? `validation:${issue.message}` : 'validation:invalid';
  }
  return errors;
}

/** The validation keys of a form outcome's field errors (the server's, from formOutcome) as this feature's messages. */
export function fieldMessages<Field extends string>(
  errors: Partial<Record<Field, string>>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const keys = Object.entries(errors) as [Field, string][];
  return issuesToFieldErrors(
    keys.map(([field, key]) => ({ path: [field], message: key })),
    fields,
  );
}

export function firstInvalid<Field extends string>(order: readonly Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field]);
}
