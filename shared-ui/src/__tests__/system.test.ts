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
