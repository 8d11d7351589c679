import { type ThemeCode, templateFamily, templateOf, themeClassName } from '@wl/contract/lite';

export function templateNumber(theme: ThemeCode): number {
  return Number(templateOf(theme).replace('template', ''));
}

/**
 * The body carries the colour class (its CSS custom properties), the template and its family;
 * the sportsbook templates also get an id their score widgets style against (spec-coverage S4.8).
 */
export function applyBodyTheme(theme: ThemeCode, color: string): void {
  const body = document.body;
  body.className = themeClassName(theme, color);
  body.dataset.theme = theme;
  if (templateFamily(theme) === 'sportsbook') body.id = 'sportsbook';
  else body.removeAttribute('id');
}
