import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A badge in a table cell: on one line and never cut to an ellipsis. A table squeezes its columns
 * to their narrowest content, and Mantine's badge would otherwise clip its label (a Chinese label
 * drawn in bold is also a little wider than it measures).
 */
export function CellBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge variant="light" {...props} style={{ whiteSpace: 'nowrap' }} styles={{ label: { overflow: 'visible' } }}>
      {children}
    </Badge>
  );
}
