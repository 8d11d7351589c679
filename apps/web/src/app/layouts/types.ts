import type { ReactNode } from 'react';

/** Every layout (default, minigame, template1–17) takes the page as children. */
export interface LayoutProps {
  children: ReactNode;
  /** the site is in maintenance: render the layout's frame only, no page content (spec-coverage S2.10) */
  maintenance: boolean;
}
