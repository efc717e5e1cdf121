import { getDescargables } from '@sello/shared-api';
import { DownloadIcon, HStack, Link, Text, useAsync } from '@sello/shared-ui';

/** The blank logbook and declaration form, from the downloadables the admin manages. */
export function TemplatesLinks() {
  const { data } = useAsync(() => getDescargables(), []);
  const templates = (data ?? []).filter((item) => (item.ubicacion === 'bitacora' || item.ubicacion === 'declaracion') && item.documento_url);
  if (templates.length === 0) return null;
  return (
    <HStack as="ul" gap="6" flexWrap="wrap" listStyleType="none" p="0" mb="6">
      {templates.map((item) => (
        <li key={item.id}>
          <Link href={item.documento_url ?? undefined} download>
            <DownloadIcon />
            <Text as="span">{`Descargar plantilla: ${item.nombre}`}</Text>
          </Link>
        </li>
      ))}
    </HStack>
  );
}
