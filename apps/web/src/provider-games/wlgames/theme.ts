import { isAllowedColor, isThemeCode, themeClassName } from '@wl/contract/lite';

/**
 * The site's template and colour classes of the page that frames the game (/playnow, of the same
 * origin, which the game page's frame-ancestors allows alone), checked against the templates'
 * colours, so that the game wears the site's palette (styles/themes.css). Undefined when the game
 * is not framed, or framed by a page it may not read: it then keeps its own colours.
 */
export function framingSiteTheme(frame: Window): string | undefined {
  if (frame.parent === frame) return undefined;
  let body: HTMLElement;
  try {
    body = frame.parent.document.body;
  } catch {
    return undefined;
  }
  const theme = body.dataset.theme ?? '';
  const color = [...body.classList].find((name) => name.startsWith('color-'))?.slice('color-'.length) ?? '';
  return isThemeCode(theme) && isAllowedColor(theme, color) ? themeClassName(theme, color) : undefined;
}
