import fs from 'node:fs';
import { expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../../scripts/theme-css';

it('the theme stylesheet is what MantineProvider would render for app/theme.ts (npm run theme:css)', () => {
  const css = themeCss();
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brown-filled)');
  expect(fs.readFileSync(THEME_CSS_FILE, 'utf8')).toBe(css);
});

/** WCAG 2's contrast ratio of two #rrggbb colours, worked out here rather than taken from app/theme.ts. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

it('white reads on every filled colour, and every colour reads as text on white (the 게재중 badge, the red 삭제)', () => {
  const light = themeCss().split(':root[data-mantine-color-scheme="light"]')[1]!.split('}')[0]!;
  const filled = [...light.matchAll(/--mantine-color-([a-z]+)-filled: (#[0-9a-f]{6})/g)].map(([, name, hex]) => ({
    name,
    hex: hex!,
  }));
  // Mantine's fourteen colours and the site's bread brown (app/theme.ts)
  expect(filled.map(({ name }) => name)).toEqual(expect.arrayContaining(['brown', 'green', 'red', 'yellow', 'teal']));
  expect(filled).toHaveLength(15);
  const unreadable = filled.filter(({ hex }) => contrast(hex, '#ffffff') < 4.5);
  expect(unreadable).toEqual([]);
});
