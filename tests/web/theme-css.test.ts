import fs from 'node:fs';
import { expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../../scripts/theme-css';

it('the theme stylesheet is what MantineProvider would render for app/theme.ts (npm run theme:css)', () => {
  const css = themeCss();
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brown-filled)');
  expect(fs.readFileSync(THEME_CSS_FILE, 'utf8')).toBe(css);
});
