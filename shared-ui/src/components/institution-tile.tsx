import { Box, Image, Stack, Text } from '@chakra-ui/react';

export interface InstitutionTileProps {
  name: string;
  logoUrl: string;
  /** Optional text shown beside the logo; the logo's alt then becomes 'Institución reconocida'. */
  text?: string | null;
  /** The logo's own alternative text, written in the admin area; without it the spec's wording. */
  alt?: string | null;
  /** Spec logo sizes: 100-255 wide by 50-70 high. */
  logoWidth?: number;
  logoHeight?: number;
}

export function institutionLogoAlt(name: string, text?: string | null): string {
  return text ? 'Institución reconocida' : `Logo ${name}`;
}

export function InstitutionTile({ name, logoUrl, text, alt, logoWidth = 255, logoHeight = 70 }: InstitutionTileProps) {
  const logo = (
    <Image
      src={logoUrl}
      alt={alt?.trim() ? alt : institutionLogoAlt(name, text)}
      htmlWidth={logoWidth}
      htmlHeight={logoHeight}
      loading="lazy"
      decoding="async"
      objectFit="contain"
      // A fixed box whatever the logo's own proportions: the card does not move when it arrives (CLS).
      w={`${logoWidth}px`}
      maxW="full"
      h={`${logoHeight}px`}
    />
  );
  if (!text) {
    return (
      <Box display="flex" alignItems="center" justifyContent="center" p="3">
        {logo}
      </Box>
    );
  }
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align="center" gap="3" p="3">
      {logo}
      <Text>{text}</Text>
    </Stack>
  );
}
