import { createTheme } from '@mantine/core/esm/core/MantineProvider/create-theme/create-theme';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** 빵 색: the primary colour SPEC.md §9 asks for. Shade 7 keeps white text above 4.5:1 contrast. */
const brown: MantineColorsTuple = [
  '#f8f1ec',
  '#ecdfd5',
  '#dbbfa8',
  '#c99d78',
  '#ba8050',
  '#b06e37',
  '#ab652a',
  '#96541f',
  '#864a19',
  '#763e10',
];

export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: 7,
  colors: { brown },
  fontFamily:
    "Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const toHex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `color` at `alpha` over white, as the light variants' backgrounds are. */
function overWhite(color: string, alpha: number): string {
  return toHex([1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16) * alpha + 255 * (1 - alpha)));
}

/** `color`, darkened in steps until small text in it reads at 4.6:1 on `background` (WCAG AA, with a margin). */
function readableOn(color: string, background: string): string {
  let rgb = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  while (contrast(toHex(rgb), background) < 4.6) rgb = rgb.map((c) => c * 0.92);
  return toHex(rgb);
}

/**
 * Dimmed text, light and outline badges and alerts in a shade dark enough for small text:
 * Mantine's shade 6 (and for teal, green, orange or yellow even shade 9) is under 4.5:1 on white or
 * on the colour's own light background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  dark: {},
  light: Object.fromEntries<string>([
    // secondary text (c="dimmed"): Mantine's gray 6 is 3.3:1 on white
    ['--mantine-color-dimmed', readableOn(resolved.colors.gray[6], '#ffffff')] as const,
    // a field's error and the field itself in error: Mantine's red 6 is 3.6:1 on white
    ['--mantine-color-error', readableOn(resolved.colors.red[6], '#ffffff')] as const,
    ...Object.entries(resolved.colors).flatMap(([name, shades]) => [
      [`--mantine-color-${name}-light-color`, readableOn(shades[9], overWhite(shades[6], 0.1))] as const,
      [`--mantine-color-${name}-outline`, readableOn(shades[8], '#ffffff')] as const,
    ]),
  ]),
});
