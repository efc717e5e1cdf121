import type { InstitucionReconocida } from '@sello/shared-api';
import { Box, Card, Heading, InstitutionTile, Text, truncate, VisuallyHidden } from '@sello/shared-ui';

/** Long names are cut to 29 characters + '...' (spec), but a screen reader still hears the whole name. */
function DisplayName({ name }: { name: string }) {
  const short = truncate(name);
  if (short === name) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true" title={name}>
        {short}
      </span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}

export function InstitutionCard({ item, headingLevel = 'h2' }: { item: InstitucionReconocida; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card.Root as="article" variant="outline" height="full">
      <Box minH="24" display="flex" alignItems="center" justifyContent="center" borderBottomWidth="1px" borderColor="border">
        {item.logo_url ? (
          <InstitutionTile name={item.titulo} logoUrl={item.logo_url} alt={item.logo_alt} />
        ) : (
          <Text color="fg.muted">Sin logo</Text>
        )}
      </Box>
      <Card.Body gap="1">
        <Heading as={headingLevel} textStyle="md">
          <DisplayName name={item.titulo} />
        </Heading>
        <Text>{item.tipo_reconocimiento}</Text>
        <Text color="fg.muted">Año de certificación: {item.anno_certificacion}</Text>
      </Card.Body>
    </Card.Root>
  );
}
