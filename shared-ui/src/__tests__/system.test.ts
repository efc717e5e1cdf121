import { getSystem } from '../theme/system';

// The colour utilities share one table of colour tokens (theme/system.ts): each must still turn a
// token into its CSS variable, and a background of `currentBg` must stay the one in force.
describe('the portal style system', () => {
  it('turns colour tokens into their CSS variables in every colour property', () => {
    const css = getSystem().css({
      bg: 'red.500',
      color: 'fg.muted',
      borderColor: 'brand.solid',
      outlineColor: 'focusRing',
      fill: 'green.solid',
      textDecorationColor: 'blue.200',
    });
    expect(css).toMatchObject({
      background: 'var(--chakra-colors-red-500)',
      color: 'var(--chakra-colors-fg-muted)',
      borderColor: 'var(--chakra-colors-brand-solid)',
      outlineColor: 'var(--chakra-colors-focus-ring)',
      fill: 'var(--chakra-colors-green-solid)',
      textDecorationColor: 'var(--chakra-colors-blue-200)',
    });
  });

  it('keeps the background in force for currentBg', () => {
    expect(getSystem().css({ bg: 'currentBg' })).toMatchObject({ background: 'var(--bg-currentcolor)' });
  });

  it('leaves a value that is not a token as written', () => {
    expect(getSystem().css({ color: '#123456' })).toMatchObject({ color: '#123456' });
  });
});

// The shell warms Chakra's code up on a throw-away system first (shell/src/index.ts): the portal's
// system must come out exactly as it would without it, down to its global CSS and token variables.
describe('warmUpSystem', () => {
  type SystemModule = typeof import('../theme/system');
  const freshSystemModule = (): SystemModule => {
    let loaded: SystemModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<SystemModule>('../theme/system');
    });
    return loaded!;
  };

  it('leaves the portal system as it is created without a warm-up', () => {
    const cold = freshSystemModule().getSystem();
    const warmed = freshSystemModule();
    warmed.warmUpSystem();
    const system = warmed.getSystem();

    expect(system._global).toEqual(cold._global);
    expect(system.css({ bg: 'brand.solid', p: 4, md: { color: 'fg.muted' } })).toEqual(
      cold.css({ bg: 'brand.solid', p: 4, md: { color: 'fg.muted' } }),
    );
    expect(system.token('colors.c.50')).toBeUndefined();
  });
});
