import { type ApiFailure, failureOf, showFailure } from '@/shared/api/client';

/** A message key per field, as Field shows it: the validation group's, the errors group's (server answers), or a page's own ("pages:…"). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * How a form's call ended: done, refused with messages for the form's own fields, refused in a way
 * the form explains itself (with the envelope's details), or failed in a way the error dialog has
 * already shown (and the player has closed).
 */
export type Outcome<T, F extends string> =
  | { status: 'ok'; value: T }
  | { status: 'invalid'; errors: FieldErrors<F> }
  | { status: 'refused'; failure: ApiFailure }
  | { status: 'failed'; failure: ApiFailure };

/** The first message of each of the form's fields, or null when an error concerns something the player cannot fix here. */
function formFieldErrors<F extends string>(
  errors: readonly { field: string; key: string }[],
  formFields: readonly F[],
): FieldErrors<F> | null {
  const byField: FieldErrors<F> = {};
  for (const { field, key } of errors) {
    const formField = (formFields as readonly string[]).find((name) => name === field);
    if (!formField) return null;
    byField[formField as F] ??= key;
  }
  return byField;
}

export interface FormFailures<F extends string> {
  /** the form's fields: server field errors about them are shown on them, any other opens the dialog */
  fields: readonly F[];
  /** failure messages shown on a field rather than in the dialog */
  inline?: Partial<Record<string, F>>;
  /** failure messages the form explains itself rather than in the dialog */
  refusals?: readonly string[];
}

/**
 * How a form's call ended, the one step between call() and a form: field errors and the failures
 * the form shows itself come back for the form; any other failure opens the error dialog and this
 * resolves once it is closed (spec-coverage S8.9). Used as formOutcome(call(name, body), options).
 */
export async function formOutcome<T, F extends string>(calling: Promise<T>, options: FormFailures<F>): Promise<Outcome<T, F>> {
  try {
    return { status: 'ok', value: await calling };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return failedOutcome(failure, options);
  }
}

async function failedOutcome<T, F extends string>(failure: ApiFailure, options: FormFailures<F>): Promise<Outcome<T, F>> {
  const errors =
    failure.message === 'validationFailed' && failure.errors?.length ? formFieldErrors(failure.errors, options.fields) : null;
  if (errors) return { status: 'invalid', errors };
  const inlineField = options.inline?.[failure.message];
  if (inlineField) return { status: 'invalid', errors: { [inlineField]: failure.message } as FieldErrors<F> };
  if (options.refusals?.includes(failure.message)) return { status: 'refused', failure };
  await showFailure(failure);
  return { status: 'failed', failure };
}
