import { TEMPLATE_COUNT } from '@wl/contract/lite';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TemplateLayoutName } from './template-configs';
import type { LayoutProps } from './types';

type LazyLayout = LazyExoticComponent<ComponentType<LayoutProps>>;

/**
 * The 17 templates and the neutral default are one component driven by a per-template config, so
 * they share one lazy chunk; the minigame layout has its own.
 */
export const importTemplateLayout = () => import('./template-layout');

function templateLayout(name: TemplateLayoutName): LazyLayout {
  return lazy(() => importTemplateLayout().then((module) => ({ default: module.layoutFor(name) })));
}

const TEMPLATE_LAYOUT_NAMES: TemplateLayoutName[] = [
  'default',
  ...Array.from({ length: TEMPLATE_COUNT }, (_, index): TemplateLayoutName => `template${index + 1}`),
];

/** Every layout by name (spec-coverage S2.2): default, minigame and template1–template17. */
export const LAYOUTS: Record<string, LazyLayout> = {
  ...Object.fromEntries(TEMPLATE_LAYOUT_NAMES.map((name) => [name, templateLayout(name)])),
  minigame: lazy(() => import('./minigame-layout')),
};
