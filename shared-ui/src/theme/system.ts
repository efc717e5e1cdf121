import { createSystemSteps, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  cardSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { wrappingButtonRecipe } from './button-recipe';
import { BRAND_BAR_NARROW_MAX_WIDTH, DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from './breakpoints';
import { palette, statusSolids } from './palette';

const { light, dark } = palette;
const FORCED_COLORS = '@media (forced-colors: active)';

/**
 * Chakra's colour palettes the portal's recipes and pages use (gray by default, red/orange/green/blue
 * for statuses and danger, blackAlpha for dialog backdrops). Chakra turns every token into CSS
 * variables when the system is created, on the main thread of every page load, and the colour
 * tokens are most of that work: the unused palettes (teal, cyan, purple, pink, yellow, whiteAlpha)
 * are left out.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink', 'yellow', 'whiteAlpha']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
const pair = (l: string, d: string) => ({ value: { _light: l, _dark: d } });

/**
 * Only the recipes of the components the core re-exports (the widgets' recipes are added by
 * `registerWidgetRecipes` when `@sello/shared-ui/widgets` loads). `defaultConfig` would pull every recipe
 * of Chakra (~65 KB gzip) into the federated singleton, which is not tree-shaken.
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: wrappingButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/**
 * Arial, as GOV.UK's fallback (Android answers it with Roboto; Linux with Liberation Sans, of the
 * same widths), where Chakra's stack starts with Inter, which the portal never loads, and four
 * more families most devices lack: the browser looks each one up in turn for every weight and size
 * on the page's first layout, and Chromium on Linux does each lookup as a synchronous call to its
 * browser process (home page, 18 loads each way: 9 family lookups -> 4, the first layout's median
 * 43 -> 36 ms, the same Liberation Sans drawn). Not `system-ui`: Linux's usual DejaVu Sans is
 * wider, and staff pages at 320 px and font scale 1.4 then scroll sideways.
 */
const TEXT_FONT = 'Arial, sans-serif';

const selloTheme = defineConfig({
  theme: {
    tokens: {
      fonts: { heading: { value: TEXT_FONT }, body: { value: TEXT_FONT } },
    },
    // Chakra's breakpoints are min-width: `sm` starts right after the spec's 570px mobile limit.
    breakpoints: {
      xs: `${BRAND_BAR_NARROW_MAX_WIDTH + 1}px`,
      sm: `${MOBILE_MAX_WIDTH + 1}px`,
      md: '768px',
      lg: '1024px',
      xl: `${DESKTOP_MIN_WIDTH}px`,
      '2xl': '1536px',
    },
    keyframes: {
      selloToastProgress: { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: pair(light.bg, dark.bg),
          subtle: pair(light.bgMuted, dark.bgMuted),
          muted: pair(light.bgMuted, dark.bgMuted),
          panel: pair(light.bg, dark.bgMuted),
        },
        fg: {
          DEFAULT: pair(light.fg, dark.fg),
          muted: pair(light.fgMuted, dark.fgMuted),
          // Chakra's default `fg.subtle` (gray.400 on white) is 2.5:1: too faint for any text.
          subtle: pair(light.fgMuted, dark.fgMuted),
          error: pair(light.error, dark.error),
          success: pair(light.success, dark.success),
        },
        border: {
          DEFAULT: pair(light.border, dark.border),
          emphasized: pair(light.border, dark.border),
          error: pair(light.error, dark.error),
        },
        focusRing: pair(light.focus, dark.focus),
        brand: {
          solid: pair(light.primary, dark.primary),
          contrast: pair(light.onPrimary, dark.onPrimary),
          fg: pair(light.primary, dark.primary),
          muted: pair('#CFE0F3', '#4A2A12'),
          subtle: pair('#E6EFF9', '#2A1A0E'),
          emphasized: pair('#B5CFEB', '#6B3A16'),
          focusRing: pair(light.focus, dark.focus),
          border: pair(light.primary, dark.primary),
        },
        ...Object.fromEntries(Object.entries(statusSolids).map(([name, { solid, contrast }]) => [
          name,
          { solid: pair(solid.light, solid.dark), contrast: pair(contrast.light, contrast.dark) },
        ])),
      },
    },
  },
  globalCss: {
    html: {
      colorPalette: 'brand',
      // Chakra draws field focus rings 1px wide; 2px reads as focus on every control.
      '--focus-ring-width': '2px',
      // Browser default (usually 16px) times the user's choice, so every rem in the system scales.
      fontSize: 'calc(100% * var(--sello-font-scale, 1))',
      lineHeight: '1.5',
      [`@media (max-width: ${MOBILE_MAX_WIDTH}px)`]: {
        // 14px with an 18px line at the spec's mobile width.
        fontSize: 'calc(87.5% * var(--sello-font-scale, 1))',
        lineHeight: '1.2857',
      },
    },
    body: { bg: 'bg', color: 'fg' },
    // A native checkbox or radio beside a long label (display: flex) was squeezed to 13 px wide.
    'input:is([type="checkbox"], [type="radio"])': { flexShrink: 0 },
    // Chakra icons have no size of their own (recipe size 'inherit'): outside a button an svg would
    // stretch to its container. Zero specificity, so button recipes and boxSize still win.
    ':where(svg.chakra-icon)': { width: '1em', height: '1em' },
    // Forced colours (Windows high contrast) drop backgrounds and recolour borders, so a state shown only
    // by a fill or a border colour vanishes there: the pressed editor button, the paginator's current
    // page, a field with an error, the outline of a badge or a toast. Each gets a mark the system colours keep.
    // `!important`: the recipes' cascade layer comes after this global one.
    'button:is([aria-pressed="true"], [aria-current="page"])': {
      [FORCED_COLORS]: {
        forcedColorAdjust: 'none',
        background: 'SelectedItem !important',
        color: 'SelectedItemText !important',
        borderColor: 'SelectedItem !important',
      },
    },
    '[aria-invalid="true"]': { [FORCED_COLORS]: { borderWidth: '3px !important' } },
    '.chakra-badge, .chakra-toast__root': { [FORCED_COLORS]: { borderWidth: '1px', borderStyle: 'solid' } },
    a: { color: 'colorPalette.fg' },
    // A visible ring for every focusable thing, including plain elements no recipe styles.
    ':focus-visible': {
      outlineWidth: '3px',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
    },
    '[tabindex="-1"]:focus:not(:focus-visible)': { outline: 'none' },
  },
});

type Utilities = NonNullable<typeof defaultBaseConfig.utilities>;
type ValuesFn = Extract<NonNullable<Utilities[string]>['values'], (...args: never[]) => unknown>;

/**
 * Chakra's 27 colour utilities (bg, color, borderColor, fill…) each build their own copy of every
 * colour token (`{ ...theme('colors') }`) when the system is created: about half of createSystem's
 * time, measured in Node. Chakra only reads these tables, so the utilities share one copy per lookup.
 */
function sharedColorValues(utilities: Utilities): Utilities {
  const colorValues = utilities.background?.values;
  if (typeof colorValues !== 'function') return {};
  const copies = new WeakMap<object, unknown>();
  const shared = ((lookup: object) => {
    if (!copies.has(lookup)) copies.set(lookup, (colorValues as (l: object) => unknown)(lookup));
    return copies.get(lookup);
  }) as ValuesFn;
  return Object.fromEntries(
    Object.entries(utilities)
      .filter(([, config]) => config?.values === colorValues)
      .map(([name, config]) => [name, { ...config, values: shared }]),
  );
}

let created: SystemContext | undefined;

const configs = (): SystemConfig[] => [
  defaultBaseConfig,
  { utilities: sharedColorValues(defaultBaseConfig.utilities ?? {}) },
  baseTheme,
  selloTheme,
];

/**
 * The portal's one Chakra system, created in steps (the patch's `createSystemSteps`, the same work as
 * `createSystem`) so that the shell can let the browser paint and handle input between them
 * (shell/src/index.ts): in one piece it was a long task of its own on a phone (Lighthouse's total
 * blocking time). Created on first use, not when this module loads. Its global CSS (`_global`: the
 * reset, the global rules and every token as a CSS variable) is built only when read
 * (patches/@chakra-ui+react+3.37.0.patch), and a server-rendered page never reads it in the browser
 * (theme/ui-provider.tsx).
 */
export function* prepareSystem(): Generator<void, SystemContext, void> {
  if (created) return created;
  // createSystemSteps merges the configs itself (merging them first would clone the whole theme twice).
  const system = yield* createSystemSteps(...configs());
  // getSystem may have been called while these steps were paused: the first system stays the one.
  created ??= system;
  return created;
}

/** The system, its remaining steps run at once. */
export function getSystem(): SystemContext {
  if (created) return created;
  const steps = prepareSystem();
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
