import { createTheme } from '@mantine/core/esm/core/MantineProvider/create-theme/create-theme';
import type { MantineColorsTuple } from '@mantine/core';

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
