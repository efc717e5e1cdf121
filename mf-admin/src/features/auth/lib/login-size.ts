import type { FontScale } from '@sello/shared-a11y';

/**
 * The spec's three login size classes, one per font-scale level: the box grows with the text so
 * the labels and the two buttons keep one line each where the screen allows it.
 */
export const LOGIN_WIDTH: Record<FontScale, string> = { 1: '28rem', 1.2: '32rem', 1.4: '36rem' };
export const LOGIN_SIZE_CLASS: Record<FontScale, string> = { 1: 'login-sm', 1.2: 'login-md', 1.4: 'login-lg' };
