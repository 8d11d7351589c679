import { zodResolver } from '@hookform/resolvers/zod';
import { fields } from '@wl/contract';
import { type ComponentProps, createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from './form-outcome';

/** A form's field errors: per field, a message key as Field shows it. */
export type FormErrors<Values extends FieldValues> = FieldErrors<Path<Values>>;

/** The result of a form's own check: the values as sent, or a message key per refused field. */
export type FormCheck<Values extends FieldValues, Output> =
  | { ok: true; data: Output }
  | { ok: false; errors: FormErrors<Values> };

function resolverErrors(errors: Partial<Record<string, string>>): Record<string, FieldError> {
  const byField: Record<string, FieldError> = {};
  for (const [field, key] of Object.entries(errors)) if (key) byField[field] = { type: 'validate', message: key };
  return byField;
}

function refused<Values extends FieldValues, Output>(errors: Partial<Record<string, string>>): ResolverResult<Values, Output> {
  return { values: {}, errors: resolverErrors(errors) } as ResolverResult<Values, Output>;
}

/**
 * The form's values checked with a contract schema, the one the server runs, as react-hook-form's
 * resolver. Each refused field gets the message key of its first rule (zod's own messages mapped
 * as the server maps them); a blank value says "required" rather than, say, "too short": the same
 * values are refused either way, only the message fits an empty field better. `refine` adds the
 * form's rules the schema cannot know (the site's phone rules, a confirmation that must match),
 * told what the schema refused; a field the schema refused keeps the schema's message.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
  refine?: (values: Values, refused: FormErrors<Values>) => FormErrors<Values> | Promise<FormErrors<Values>>,
): Resolver<Values, unknown, Output> {
  // The schema may leave out fields the form checks itself (refine); it reads only its own.
  const check = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const errors: Partial<Record<string, string>> = {};
    for (const [field, error] of Object.entries(result.errors as Record<string, FieldError>)) {
      const value: unknown = values[field];
      errors[field] =
        typeof value === 'string' && !value.trim()
          ? 'required'
          : fields.issueKey({ code: String(error.type), message: error.message ?? '' });
    }
    const refined: Partial<Record<string, string>> = refine ? await refine(values, { ...errors } as FormErrors<Values>) : {};
    for (const [field, key] of Object.entries(refined)) errors[field] ??= key;
    if (Object.keys(errors).length > 0) return refused(errors);
    return { values: result.values as Output, errors: {} };
  };
}

/**
 * A form's own check as react-hook-form's resolver, for values the contract cannot check as typed
 * (an amount typed as text, judged against the site's figures before it becomes the number sent).
 */
export function checkResolver<Values extends FieldValues, Output>(
  check: (values: Values) => FormCheck<Values, Output>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const checked = check(values);
    return checked.ok ? { values: checked.data, errors: {} } : refused(checked.errors);
  };
}

/**
 * react-hook-form as every form of the app uses it: checked when submitted, each message kept until
 * the next submit (as the player fixes a field, nothing flickers), and the focus left to
 * ContractForm, which moves it once the fields are enabled again.
 */
export function useContractForm<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

/** Field errors of the server's answer (formOutcome's 'invalid'), shown on the form's fields. */
export function showFieldErrors<Values extends FieldValues>(setError: UseFormSetError<Values>, errors: FormErrors<Values>): void {
  for (const [field, key] of Object.entries(errors) as [Path<Values>, string | undefined][]) {
    if (key) setError(field, { type: 'server', message: key });
  }
}

/**
 * How a submit ended, for what the form does next: nothing (the focus goes to the first field
 * marked invalid, if any); 'leaving', the form stays busy because its host moves on (the next page
 * or step); or a function run once the fields are enabled again when none is marked invalid (a
 * password made ready for retyping).
 */
export type SubmitEnd = undefined | 'leaving' | (() => void);

export interface ContractFormProps<Values extends FieldValues, Output>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** runs with the checked values; a second submit while one runs is the same submission and is ignored */
  onSubmit(values: Output): Promise<SubmitEnd> | SubmitEnd;
  /** before the fields, outside their fieldset: what the step is about */
  intro?: ReactNode;
  /** the fields and buttons, disabled together while the form is busy */
  children: ReactNode;
  fieldsetClassName?: string;
  /** after the fields, outside their fieldset: ways out, what the last submit did */
  footer?: ReactNode;
  /**
   * Busy for this instead of for the whole submit: where a submit first asks for a confirmation,
   * the form is busy only once the call is out. Also covers calls made beside the submit (a remove
   * button), whose field errors take the focus when it ends.
   */
  pending?: boolean;
  /** the first invalid field's text is selected too, ready to be typed over (passwords) */
  selectFirstInvalid?: boolean;
}

const FormBusy = createContext(false);

/** Whether the surrounding ContractForm is busy: its submit is out, or its host is moving on. */
export function useFormBusy(): boolean {
  return useContext(FormBusy);
}

/** A form's submit button, whose text says when the form is busy ("Logging in…"). */
export function SubmitButton({ label, busyLabel, className }: { label: string; busyLabel: string; className: string }) {
  return (
    <button type="submit" className={className}>
      {useFormBusy() ? busyLabel : label}
    </button>
  );
}

/**
 * A form of the app: noValidate (the contract's rules speak, in the site's language), its fields in
 * one fieldset disabled and the form aria-busy while a submit is out, and once it is over, with the
 * fields enabled again, the focus on the first field marked invalid (screen order).
 */
export function ContractForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  intro,
  children,
  fieldsetClassName,
  footer,
  pending,
  selectFirstInvalid = false,
  ...formProps
}: ContractFormProps<Values, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const afterSubmit = useRef<(() => void) | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  const { isSubmitting, submitCount } = form.formState;
  const busy = leaving || (pending ?? isSubmitting);
  const working = busy || isSubmitting;
  const seen = useRef({ submitCount, working });

  // A layout effect: the fieldset has just been enabled, and nothing has painted or run since.
  useLayoutEffect(() => {
    const ended = !working && (seen.current.working || seen.current.submitCount !== submitCount);
    seen.current = { submitCount, working };
    if (!ended) return;
    const next = afterSubmit.current;
    afterSubmit.current = undefined;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) {
      next?.();
      return;
    }
    // The browser's own focus scroll stops at the control, its label cut off above it (a long form in
    // a modal, scrolled down to its button): the whole field comes into view instead.
    invalid.focus({ preventScroll: true });
    (invalid.closest('.field') ?? invalid).scrollIntoView({ block: 'nearest' });
    if (selectFirstInvalid && invalid instanceof HTMLInputElement) invalid.select();
  }, [submitCount, working, selectFirstInvalid]);

  const submit = form.handleSubmit(async (values) => {
    const end = await onSubmit(values);
    if (end === 'leaving') setLeaving(true);
    else afterSubmit.current = end;
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      {...formProps}
      onSubmit={async (event) => {
        event.preventDefault();
        if (submitting.current) return;
        submitting.current = true;
        try {
          await submit(event);
        } finally {
          submitting.current = false;
        }
      }}
    >
      <FormBusy value={busy}>
        {intro}
        <fieldset className={fieldsetClassName} disabled={busy}>
          {children}
        </fieldset>
        {footer}
      </FormBusy>
    </form>
  );
}
