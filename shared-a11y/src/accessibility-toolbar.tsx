import {
  Button,
  FontMinusIcon,
  FontPlusIcon,
  HStack,
  IconButton,
  MoonIcon,
  SpeakerIcon,
  StopIcon,
  SunIcon,
} from '@sello/shared-ui';
import type { KeyboardEvent } from 'react';
import { MAX_FONT_SCALE, MIN_FONT_SCALE, useA11yStore } from './store';

const SQUARE = '38px';

// The read-aloud engine is fetched at the first press of Escuchar: no page needs it to be painted.
// The press has already given the page the user activation speechSynthesis asks for.
const toggleReading = (reading: boolean) =>
  void import('./speech').then((speech) => (reading ? speech.stopReading() : speech.readAloud()));

/** Arrow keys move between the toolbar's enabled buttons (WAI-ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
  event.preventDefault();
}

export function AccessibilityToolbar() {
  const theme = useA11yStore((s) => s.theme);
  const fontScale = useA11yStore((s) => s.fontScale);
  const speech = useA11yStore((s) => s.speech);
  const toggleTheme = useA11yStore((s) => s.toggleTheme);
  const increaseFont = useA11yStore((s) => s.increaseFont);
  const decreaseFont = useA11yStore((s) => s.decreaseFont);
  const isDark = theme === 'Dark';
  const atMin = fontScale <= MIN_FONT_SCALE;
  const atMax = fontScale >= MAX_FONT_SCALE;

  return (
    <HStack
      role="toolbar"
      aria-label="Herramientas de accesibilidad"
      gap="2"
      flexWrap="wrap"
      onKeyDown={moveFocus}
      data-no-read=""
    >
      <IconButton
        variant="outline"
        aria-label={isDark ? 'Cambiar a tema claro' : 'Cambiar a tema oscuro'}
        aria-pressed={isDark}
        onClick={toggleTheme}
        w={SQUARE}
        h={SQUARE}
        minW={SQUARE}
      >
        {isDark ? <SunIcon /> : <MoonIcon />}
      </IconButton>
      <IconButton
        variant="outline"
        aria-label="Disminuir tamaño de letra"
        disabled={atMin}
        aria-disabled={atMin}
        onClick={decreaseFont}
        w={SQUARE}
        h={SQUARE}
        minW={SQUARE}
      >
        <FontMinusIcon />
      </IconButton>
      <IconButton
        variant="outline"
        aria-label="Aumentar tamaño de letra"
        disabled={atMax}
        aria-disabled={atMax}
        onClick={increaseFont}
        w={SQUARE}
        h={SQUARE}
        minW={SQUARE}
      >
        <FontPlusIcon />
      </IconButton>
      <Button
        variant={speech ? 'solid' : 'outline'}
        aria-pressed={speech}
        onClick={() => toggleReading(speech)}
        w="166px"
        h={SQUARE}
      >
        {speech ? <StopIcon /> : <SpeakerIcon />}
        {speech ? 'Detener lectura' : 'Escuchar'}
      </Button>
    </HStack>
  );
}
