import type { CSSProperties } from 'react';

/** Said by screen readers, not shown: a table's caption where the tab or the card already names it. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
