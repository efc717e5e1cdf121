import { palette, statusSolids } from '../theme/palette';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as const)('%s palette meets WCAG AA', (mode) => {
  const p = palette[mode];
  const text: Array<[string, string, string]> = [
    ['text on background', p.fg, p.bg],
    ['text on muted background', p.fg, p.bgMuted],
    ['muted text on background', p.fgMuted, p.bg],
    ['muted text on muted background', p.fgMuted, p.bgMuted],
    ['links and primary text', p.primary, p.bg],
    ['primary text on muted background', p.primary, p.bgMuted],
    ['secondary text', p.secondary, p.bg],
    ['button label on primary', p.onPrimary, p.primary],
    ['button label on hovered primary', p.onPrimary, p.primaryHover],
    ['error text', p.error, p.bg],
    ['error text on muted background', p.error, p.bgMuted],
    ['success text', p.success, p.bg],
  ];
  it.each(text)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  const ui: Array<[string, string, string]> = [
    ['focus ring', p.focus, p.bg],
    ['focus ring on muted background', p.focus, p.bgMuted],
    ['field borders', p.border, p.bg],
  ];
  it.each(ui)('%s is at least 3:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

it('never puts white text on the dark theme orange (only 3.2:1)', () => {
  expect(contrast('#FFFFFF', palette.dark.primary)).toBeLessThan(4.5);
  expect(palette.dark.onPrimary).not.toBe('#FFFFFF');
});

// The very table the theme's tokens are built from (system.ts).
it.each(Object.entries(statusSolids))('the %s status solid carries its text at AA in both themes', (_name, { solid, contrast: text }) => {
  expect(contrast(text.light, solid.light)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(text.dark, solid.dark)).toBeGreaterThanOrEqual(4.5);
});
