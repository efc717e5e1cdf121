import { defineRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';

const { size, ...otherVariants } = buttonRecipe.variants!;

/** Chakra's size, with its height as a minimum and a vertical padding that gives a one-line label that height. */
const wrapping = (style: SystemStyleObject, paddingY: string): SystemStyleObject => ({ ...style, h: 'auto', minH: style.h, py: paddingY });

/**
 * Chakra's button, but a long label wraps instead of running off a narrow screen (WCAG 1.4.10 and
 * 1.4.12: 'Salir del panel de administración' or 'Ver resultado y presentar reposición' at 320 px
 * with the letter at 1.4). Chakra keeps the label on one line at a fixed height; here the height is
 * a minimum (the same one) and a button is never wider than its container.
 */
export const wrappingButtonRecipe = defineRecipe({
  ...buttonRecipe,
  base: { ...buttonRecipe.base, whiteSpace: 'normal', maxW: '100%' },
  variants: {
    ...otherVariants,
    size: {
      '2xs': wrapping(size['2xs'], '0.5'),
      xs: wrapping(size.xs, '1'),
      sm: wrapping(size.sm, '1.5'),
      md: wrapping(size.md, '2'),
      lg: wrapping(size.lg, '2.5'),
      xl: wrapping(size.xl, '3'),
      '2xl': wrapping(size['2xl'], '4'),
    },
  },
});
