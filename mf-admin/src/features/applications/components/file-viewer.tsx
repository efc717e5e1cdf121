import type { ArchivoPrivado } from '@sello/shared-api';
import { Box, Button, chakra, DownloadIcon, HStack, notify, Text } from '@sello/shared-ui';
import { useEffect, useState } from 'react';
import { downloadPrivateFile, fetchPrivateFile } from '../lib/private-file';

/**
 * A private file of the application: 'Ver' shows it inside the page (PDF or image; the bearer header
 * is needed, so it is fetched and shown from a blob URL) and 'Descargar' saves it.
 */
export function FileViewer({ file, label }: { file: ArchivoPrivado; label: string }) {
  const [shown, setShown] = useState<{ url: string; type: string } | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => () => {
    if (shown) URL.revokeObjectURL(shown.url);
  }, [shown]);

  const toggle = async () => {
    if (shown) {
      setShown(null);
      return;
    }
    setLoading(true);
    try {
      const blob = await fetchPrivateFile(file.id);
      setShown({ url: URL.createObjectURL(blob), type: blob.type });
    } catch (error) {
      notify({ type: 'error', title: 'Ha ocurrido un error inesperado.', description: error instanceof Error ? error.message : undefined });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box>
      <HStack gap="2" flexWrap="wrap">
        <Text as="span" wordBreak="break-word">{file.nombre_original}</Text>
        <Button size="sm" variant="outline" onClick={() => void toggle()} loading={loading} aria-expanded={!!shown}>
          {shown ? 'Ocultar' : 'Ver'}
          <Box as="span" srOnly>{` ${label}`}</Box>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void downloadPrivateFile(file)}>
          <DownloadIcon />
          Descargar
          <Box as="span" srOnly>{` ${label}`}</Box>
        </Button>
      </HStack>
      {shown ? (
        shown.type.startsWith('image/') ? (
          <chakra.img src={shown.url} alt={`${label}: ${file.nombre_original}`} maxW="full" mt="3" />
        ) : (
          <chakra.iframe src={shown.url} title={`${label}: ${file.nombre_original}`} width="full" height="70vh" mt="3" borderWidth="1px" borderColor="border" />
        )
      ) : null}
    </Box>
  );
}
