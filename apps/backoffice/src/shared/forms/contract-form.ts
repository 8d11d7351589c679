import { zodResolver } from '@hookform/resolvers/zod';
import { type Failure, fields } from '@wl/contract';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A request schema of the contract as react-hook-form's resolver: the same rules the server runs.
 * Each refused field carries the message key of its first rule (zod's own messages mapped as the
 * server maps them), and a blank field says "required" rather than "too short".
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const check = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    for (const [field, error] of Object.entries(result.errors as Record<string, FieldError>)) {
      const value: unknown = values[field];
      error.message =
        typeof value === 'string' && !value.trim()
          ? 'required'
          : fields.issueKey({ code: String(error.type), message: error.message ?? '' });
    }
    return result;
  };
}

/** react-hook-form as every back-office form uses it: checked with the call's request schema on submit, then as the member fixes a field. */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ resolver: contractResolver(schema), defaultValues, mode: 'onSubmit' });
}

/**
 * Puts the server's field errors (validationFailed's `errors`) on the form's fields; the fields
 * the server names are the request's (or an entry of one of its lists), so they are the form's.
 * True when any field took one.
 */
export function showServerFieldErrors<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  failure: Failure,
): boolean {
  const known = Object.keys(form.getValues());
  // A list's entry is named by its path (analytics_scripts.0.script): the form knows its list.
  const errors = (failure.errors ?? []).filter((error) => known.includes(error.field.split('.')[0] ?? ''));
  errors.forEach((error, index) => {
    form.setError(error.field as Path<Input>, { type: 'server', message: error.key }, { shouldFocus: index === 0 });
  });
  return errors.length > 0;
}
