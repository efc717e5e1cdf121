import { Heading, type HeadingProps } from '@chakra-ui/react';

/**
 * The page's h1. tabIndex -1 lets the shell's focus manager move focus here after a route change,
 * so screen-reader users hear the new page's name instead of staying on the link they followed.
 */
export function PageHeading({ children, ...rest }: Omit<HeadingProps, 'as'>) {
  return (
    <Heading as="h1" tabIndex={-1} textStyle={{ base: '2xl', sm: '3xl' }} mb="4" {...rest}>
      {children}
    </Heading>
  );
}
