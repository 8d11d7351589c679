import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell's text that keeps to one line: an amount, a time. */
export function Nowrap({ children, c }: { children: ReactNode; c?: string }) {
  return (
    <Text size="sm" c={c} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}
