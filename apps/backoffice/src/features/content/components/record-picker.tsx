import { Select, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryState } from '@/shared/ui/query-state';

/**
 * One record of a list edited at a time: a picker of the records above the chosen one's form.
 * The form is given the record and the list's whole answer.
 */
export function RecordPicker<Data extends { value: readonly unknown[] }, Key extends string>({
  query,
  label,
  initial,
  keyOf,
  optionLabel,
  searchable = false,
  children,
}: {
  query: UseQueryResult<Data>;
  label: string;
  initial: Key;
  keyOf(item: Data['value'][number]): Key;
  optionLabel(item: Data['value'][number]): string;
  searchable?: boolean;
  children(current: Data['value'][number], data: Data): ReactNode;
}) {
  const [chosen, setChosen] = useState<Key>(initial);
  return (
    <QueryState query={query}>
      {(data) => {
        const current = data.value.find((each) => keyOf(each) === chosen);
        return (
          <Stack gap="md">
            <Select
              label={label}
              value={chosen}
              onChange={(next) => next && setChosen(next as Key)}
              allowDeselect={false}
              searchable={searchable}
              maw={360}
              data={data.value.map((each) => ({ value: keyOf(each), label: optionLabel(each) }))}
            />
            {current !== undefined && children(current, data)}
          </Stack>
        );
      }}
    </QueryState>
  );
}
