import type { ComponentProps } from 'react';
import { useKeyFilter } from '@/shared/lib/key-filter';

/** A person's name as banks and the profile keep it: letters and spaces only as typed, the browser's saved name offered. */
export function NameInput(props: Omit<ComponentProps<'input'>, 'autoComplete'>) {
  const lettersOnly = useKeyFilter('alphabet');
  return <input {...props} autoComplete="name" required {...lettersOnly} />;
}
