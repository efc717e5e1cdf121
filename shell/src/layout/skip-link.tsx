import { chakra } from '@sello/shared-ui';

export const MAIN_CONTENT_ID = 'contenido';

/** First focusable element of every page: keyboard users jump past the header and menu. */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      left="2"
      top="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg"
      color="fg"
      borderWidth="2px"
      borderColor="colorPalette.solid"
      borderRadius="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
    >
      Saltar al contenido principal
    </chakra.a>
  );
}
