import { useA11yStore } from '@sello/shared-a11y';
import { Box, HStack, Text } from '@sello/shared-ui';

export interface UserBarProps {
  position: string | null;
  region: string | null;
}

/** Who is signed in: name, position in the institution and its region. */
export function UserBar({ position, region }: UserBarProps) {
  const user = useA11yStore((state) => state.user?.user);
  const name = user ? `${user.name} ${user.lastname}`.trim() : '';
  return (
    <Box as="section" aria-label="Datos del usuario" bg="bg.muted" borderRadius="l2" px="4" py="3" mb="6">
      <HStack gap={{ base: '2', md: '8' }} flexWrap="wrap">
        <Text><strong>Usuario:</strong> {name}</Text>
        {position ? <Text><strong>Cargo:</strong> {position}</Text> : null}
        {region ? <Text><strong>Región:</strong> {region}</Text> : null}
      </HStack>
    </Box>
  );
}
