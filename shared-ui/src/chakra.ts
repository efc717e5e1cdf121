/**
 * Named re-exports of the Chakra parts the portal uses — never `export *`: the facade is shared whole,
 * and every component listed here needs its recipe in `theme/system.ts`.
 * Only the parts the shell and the public pages paint with: form, table and disclosure parts
 * live in `@sello/shared-ui/widgets` (a second shared module, fetched only by pages that use them).
 * Left out of this module on purpose: Dialog and Drawer (zag dialog, focus trap, scroll lock: +11.7 KB
 * gzip on every first paint, measured). The one modal, ConfirmDialog, lives in `@sello/shared-ui/widgets`;
 * the mobile menu is a disclosure.
 */
export {
  Box,
  Card,
  chakra,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Link,
  List,
  SimpleGrid,
  Skeleton,
  Span,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
// Chakra's Button, but a busy one keeps keyboard focus (see the component).
export { Button } from './components/button';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  IconButtonProps,
  IconProps,
  ImageProps,
  LinkProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
