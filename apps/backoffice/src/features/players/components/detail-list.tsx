import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labelled values in a grid that folds to one column on a phone: a description list. */
export function DetailList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
