import { describe, expect, it } from 'vitest';
import { framingSiteTheme } from './theme';

const frameIn = (parent: unknown) => ({ parent }) as unknown as Window;
const pageWith = (className: string, theme: string) => ({
  document: { body: { classList: className.split(' '), dataset: { theme } } },
});

describe("the framing site's theme", () => {
  it("takes the site's template and colour when the page framing the game has them", () => {
    expect(framingSiteTheme(frameIn(pageWith('color-ruby template1 family-casino', 'casino1')))).toBe(
      'color-ruby template1 family-casino',
    );
  });

  it('keeps its own colours unframed, framed by a page it may not read, or for a colour the template does not have', () => {
    const alone = {} as Window & { parent: Window };
    alone.parent = alone;
    expect(framingSiteTheme(alone)).toBeUndefined();
    const foreign = {
      get document(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(framingSiteTheme(frameIn(foreign))).toBeUndefined();
    expect(framingSiteTheme(frameIn(pageWith('color-neon template1', 'casino1')))).toBeUndefined();
  });
});
