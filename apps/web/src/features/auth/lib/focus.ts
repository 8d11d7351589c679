/** Moves focus to the form's first field marked invalid, in screen order; true when there was one. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return Boolean(field);
}
