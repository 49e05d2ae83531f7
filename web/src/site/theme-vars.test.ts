import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme';

// The site's entry has no Mantine provider to set these, so its stylesheet carries them: they must
// stay what the provider sets from the app's theme, or a public page looks different in the two.
describe('the public pages’ theme variables', () => {
  it('are the values Mantine sets for the app’s theme', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const base = defaultCssVariablesResolver(merged);
    const own = cssVariablesResolver(merged);
    const expected: Record<string, string> = {
      ...base.variables,
      ...base.light,
      ...own.variables,
      ...own.light,
    };
    const css = fs.readFileSync(path.join(import.meta.dirname, 'theme-vars.css'), 'utf8');
    const declared = [...css.matchAll(/(--mantine-[\w-]+):\s*([^;]+);/g)];
    expect(declared.length).toBeGreaterThan(100);
    for (const [, name, value] of declared) {
      if (name === '--mantine-scale') continue;
      // The formatter may fold a long value over lines.
      expect({ name, value: value!.replace(/\s+/g, ' ').trim() }).toEqual({ name, value: expected[name!] });
    }
  });
});
