import { THEME_CODES, THEME_COLORS, templateOf } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';

type NodeProcess = { getBuiltinModule(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string } };
// Vitest hands CSS imports (even ?raw) over empty, so the stylesheet is read from disk.
const fs = (globalThis as unknown as { process: NodeProcess }).process.getBuiltinModule('node:fs');
const css = fs.readFileSync(
  decodeURIComponent(new URL(import.meta.url).pathname).replace(/themes\.test\.ts$/, 'themes.css'),
  'utf8',
);

const PROPERTIES = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'text',
  'text-muted',
  'primary',
  'primary-contrast',
  'accent',
  'accent-contrast',
  'success',
  'warning',
  'danger',
] as const;
type Palette = Record<(typeof PROPERTIES)[number], string>;

/** selector → its custom properties, for every rule of the stylesheet */
function rules(): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}/]+?)\s*\{([^}]*)\}/g)) {
    const properties = Object.fromEntries(
      [...(body ?? '').matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
    );
    found.set((selector ?? '').trim(), properties);
  }
  return found;
}

/** The rule the body's classes "color-<colour> template<N>" select: qualified by the template when the name is shared. */
function paletteOf(theme: (typeof THEME_CODES)[number], colour: string): Palette | undefined {
  const all = rules();
  return (all.get(`.color-${colour}.${templateOf(theme)}`) ?? all.get(`.color-${colour}`)) as Palette | undefined;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const COMBINATIONS = THEME_CODES.flatMap((theme) => THEME_COLORS[theme].map((colour) => [theme, colour] as const));

describe('theme palettes', () => {
  it('gives a colour shared by two templates a rule per template, so neither overrides the other', () => {
    const owners = new Map<string, number>();
    for (const [, colour] of COMBINATIONS) owners.set(colour, (owners.get(colour) ?? 0) + 1);
    for (const [theme, colour] of COMBINATIONS) {
      if ((owners.get(colour) ?? 0) > 1)
        expect(rules().has(`.color-${colour}.${templateOf(theme)}`), `${theme} ${colour}`).toBe(true);
    }
  });

  it.each(COMBINATIONS)('%s %s defines every colour and reaches WCAG AA', (theme, colour) => {
    const palette = paletteOf(theme, colour);
    expect(palette).toBeDefined();
    if (!palette) return;
    for (const property of PROPERTIES) expect(palette[property], property).toMatch(/^#[0-9a-f]{6}$/);
    for (const background of [palette.bg, palette.surface, palette['surface-2']]) {
      for (const foreground of [palette.text, palette['text-muted'], palette.primary, palette.accent, palette.danger]) {
        expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(palette['primary-contrast'], palette.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette['accent-contrast'], palette.accent)).toBeGreaterThanOrEqual(4.5);
  });
});
