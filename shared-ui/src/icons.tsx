import { createIcon } from '@chakra-ui/react';
import { createElement } from 'react';

/** Stroke icons drawn for the portal (24x24, currentColor); decorative by default (aria-hidden). */
const stroke = (displayName: string, ...paths: string[]) =>
  createIcon({
    displayName,
    viewBox: '0 0 24 24',
    defaultProps: {
      'aria-hidden': true,
      focusable: false,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    path: paths.map((d) => createElement('path', { key: d, d })),
  });

export const MenuIcon = stroke('MenuIcon', 'M3 6h18', 'M3 12h18', 'M3 18h18');
export const CloseIcon = stroke('CloseIcon', 'M6 6l12 12', 'M18 6L6 18');
export const CheckIcon = stroke('CheckIcon', 'M5 12.5l4.5 4.5L19 7');
export const DownloadIcon = stroke('DownloadIcon', 'M12 3v12', 'M7 10l5 5 5-5', 'M4 20h16');
export const TrashIcon = stroke('TrashIcon', 'M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6');
export const MoonIcon = stroke('MoonIcon', 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z');
export const SunIcon = stroke(
  'SunIcon',
  'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
  'M12 2v2',
  'M12 20v2',
  'M4.9 4.9l1.4 1.4',
  'M17.7 17.7l1.4 1.4',
  'M2 12h2',
  'M20 12h2',
  'M4.9 19.1l1.4-1.4',
  'M17.7 6.3l1.4-1.4',
);
export const FontMinusIcon = stroke('FontMinusIcon', 'M3 19l5-14 5 14', 'M5 14h6', 'M15 12h6');
export const FontPlusIcon = stroke('FontPlusIcon', 'M3 19l5-14 5 14', 'M5 14h6', 'M15 12h6', 'M18 9v6');
export const SpeakerIcon = stroke('SpeakerIcon', 'M4 9v6h4l5 4V5L8 9H4z', 'M16.5 8.5a5 5 0 0 1 0 7', 'M19 6a8.5 8.5 0 0 1 0 12');
export const StopIcon = stroke('StopIcon', 'M7 7h10v10H7z');
export const ChevronDownIcon = stroke('ChevronDownIcon', 'M6 9l6 6 6-6');
export const ChevronLeftIcon = stroke('ChevronLeftIcon', 'M15 6l-6 6 6 6');
export const ChevronRightIcon = stroke('ChevronRightIcon', 'M9 6l6 6-6 6');
