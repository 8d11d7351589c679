import { describe, expect, it } from 'vitest';
import { pagePath, snippetDescription, snippetTitle, truncateForSnippet } from './snippet';

describe('search snippet', () => {
  it('keeps a text that fits and cuts a longer one at a word with an ellipsis', () => {
    expect(snippetTitle('Lucky Piso | Online Casino')).toEqual({ text: 'Lucky Piso | Online Casino', cut: false });
    const long = 'Play the best slots, fishing and live casino games in the Philippines with daily bonuses';
    const cut = snippetTitle(long);
    expect(cut.cut).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(60);
    expect(cut.text).toBe('Play the best slots, fishing and live casino games in the…');
    expect(snippetDescription('x '.repeat(200)).text.length).toBeLessThanOrEqual(160);
  });

  it('cuts a text without spaces (Chinese) at the limit', () => {
    const chinese = '欢'.repeat(80);
    expect(truncateForSnippet(chinese, 60)).toEqual({ text: `${'欢'.repeat(59)}…`, cut: true });
  });

  it("names each page's path in the player app", () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('termCondition')).toBe('/term-condition');
    expect(pagePath('responsibleGaming')).toBe('/responsible-gaming');
  });
});
