/**
 * The portal's colours in one place, so the contrast test can check every pair the theme uses.
 * Light: the spec's blues on white. Dark: near-black background, light text, the spec's orange
 * (#E0701E) for accents. White on that orange is only 3.2:1, so on orange we put dark text.
 */
export const palette = {
  light: {
    bg: '#FFFFFF',
    bgMuted: '#F2F5F9',
    fg: '#1A1A1A',
    fgMuted: '#4A5563',
    primary: '#0051A8',
    primaryHover: '#003F82',
    secondary: '#006FB3',
    onPrimary: '#FFFFFF',
    border: '#6B7785',
    error: '#B3261E',
    success: '#1E6B34',
    focus: '#0051A8',
  },
  dark: {
    bg: '#121212',
    bgMuted: '#1E1E1E',
    fg: '#F2F2F2',
    fgMuted: '#C7C7C7',
    primary: '#E0701E',
    primaryHover: '#F08A3C',
    secondary: '#F5A15F',
    onPrimary: '#121212',
    border: '#9A9A9A',
    error: '#FF9B93',
    success: '#7FD99A',
    focus: '#F08A3C',
  },
} as const;

export type PaletteMode = keyof typeof palette;

/**
 * Solids of the status colour palettes and the text on them, per mode. Chakra's own green/red/orange
 * solids carry white text at 3.3:1 or less; these pass AA.
 */
export const statusSolids = {
  green: { solid: { light: '#1E6B34', dark: '#1E6B34' }, contrast: { light: '#FFFFFF', dark: '#FFFFFF' } },
  red: { solid: { light: '#B3261E', dark: '#B3261E' }, contrast: { light: '#FFFFFF', dark: '#FFFFFF' } },
  orange: { solid: { light: '#9A4A0C', dark: palette.dark.primary }, contrast: { light: '#FFFFFF', dark: palette.dark.onPrimary } },
  blue: { solid: { light: palette.light.primary, dark: palette.light.primary }, contrast: { light: '#FFFFFF', dark: '#FFFFFF' } },
} as const;
