import { createTheme } from '@mantine/core/esm/core/MantineProvider/create-theme/create-theme';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** 빵 색: the site's primary colour is a bread brown. Shade 7 keeps white text above 4.5:1 contrast. */
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

/** The shade Mantine fills buttons and badges with, for every colour, and the one under the pointer. */
const FILLED_SHADE = 7;
const FILLED_HOVER_SHADE = 8;

export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: FILLED_SHADE,
  colors: { brown },
  fontFamily:
    "Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // A link inside a sentence must differ from the sentence by more than its colour (WCAG 1.4.1):
    // the brown is 1.14:1 against the text beside it, so every link is underlined, not only on hover.
    Anchor: { defaultProps: { underline: 'always' } },
    // A table wider than a phone scrolls sideways: its viewport takes the focus, so the keyboard
    // scrolls it too where the table holds no link or button to tab into (axe: scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
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

/** `color` at `alpha` over `base`, as the light variants' backgrounds are. */
function over(base: string, color: string, alpha: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return toHex([1, 3, 5].map((at) => channel(color, at) * alpha + channel(base, at) * (1 - alpha)));
}

/**
 * `color`, darkened in steps until small text in it reads at `ratio` on `background` (WCAG AA's 4.5:1,
 * with a margin); on a light `background`, white text on the colour then reads as well.
 */
function readableOn(color: string, background: string, ratio = 4.6): string {
  let rgb = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  while (contrast(toHex(rgb), background) < ratio) rgb = rgb.map((c) => c * 0.92);
  return toHex(rgb);
}

/**
 * Dimmed text, filled, light and outline badges, buttons and alerts in a shade dark enough for small
 * text: Mantine's shade 6 (and for teal, green, orange or yellow even shade 9) is under 4.5:1 on white
 * or on the colour's own light background. The filled shade is also the colour's text (`c="red"`,
 * Mantine's `--mantine-color-red-text`), so white on a green badge and a red 삭제 on white both read.
 * Each reads on the darkest surface text sits on, a table's row under the pointer (gray 1; a striped
 * row is gray 0), which the light variants' backgrounds let through.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const surface = resolved.colors.gray[1];
  return {
    variables: {},
    dark: {},
    light: Object.fromEntries<string>([
      // secondary text (c="dimmed"): Mantine's gray 6 is 3.3:1 on white
      ['--mantine-color-dimmed', readableOn(resolved.colors.gray[6], surface)] as const,
      // a field's error and the field itself in error: Mantine's red 6 is 3.6:1 on white
      ['--mantine-color-error', readableOn(resolved.colors.red[6], surface)] as const,
      ...Object.entries(resolved.colors).flatMap(([name, shades]) => [
        // Mantine's filled shades, darkened where white on them does not read; the hover one darker still
        [`--mantine-color-${name}-filled`, readableOn(shades[FILLED_SHADE], surface)] as const,
        [`--mantine-color-${name}-filled-hover`, readableOn(shades[FILLED_HOVER_SHADE], surface, 5.6)] as const,
        [
          `--mantine-color-${name}-light-color`,
          readableOn(shades[9], over(surface, shades[FILLED_SHADE], 0.1)),
        ] as const,
        [`--mantine-color-${name}-outline`, readableOn(shades[8], surface)] as const,
      ]),
    ]),
  };
};
