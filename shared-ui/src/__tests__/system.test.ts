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

  // Not Chakra's Inter stack (a font the portal never loads, then four families most devices lack).
  it('writes text and headings in Arial', () => {
    expect(getSystem().token('fonts.body')).toBe('Arial, sans-serif');
    expect(getSystem().token('fonts.heading')).toBe('Arial, sans-serif');
    expect(getSystem().css({ fontFamily: 'body' })).toMatchObject({ fontFamily: 'var(--chakra-fonts-body)' });
  });
});

// The shell creates the system in steps, letting the browser work between them (shell/src/index.ts).
describe('creating the system in steps', () => {
  type SystemModule = typeof import('../theme/system');
  /** A fresh copy of the module, with no system created yet. */
  const freshModule = () => {
    let fresh: SystemModule | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<SystemModule>('../theme/system');
    });
    return fresh!;
  };

  it('pauses between its pieces and ends with the system getSystem returns', () => {
    const { prepareSystem, getSystem } = freshModule();
    const steps = prepareSystem();
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    // One after each of the four configs is cloned, then the token dictionary's and the system's own.
    expect(pauses).toBeGreaterThanOrEqual(10);
    expect(getSystem()).toBe(step.value);
    expect(step.value.css({ bg: 'brand.solid' })).toMatchObject({ background: 'var(--chakra-colors-brand-solid)' });
  });

  it('keeps one system when getSystem is called while the steps are paused', () => {
    const { prepareSystem, getSystem } = freshModule();
    const steps = prepareSystem();
    steps.next();
    steps.next();
    const first = getSystem();
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(step.value).toBe(first);
    expect(getSystem()).toBe(first);
  });
});
