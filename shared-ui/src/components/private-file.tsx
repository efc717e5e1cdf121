// Through the package name: the core singleton's copies.
import { Box, Button, chakra, DownloadIcon, HStack, notify, Text } from '@sello/shared-ui';
import { useEffect, useState } from 'react';

/** A stored file as the API names it. */
export interface StoredFile {
  id: string;
  nombre_original: string;
}

/** Reads a file that needs the session: the bearer header, which a plain link cannot send. */
export type LoadFile = (id: string) => Promise<Blob>;

function notifyFailure(error: unknown): void {
  notify({ type: 'error', title: 'Ha ocurrido un error inesperado.', description: error instanceof Error ? error.message : undefined });
}

/** Fetches the file and hands it to the browser's download under its own name; a failure is a toast. */
export async function downloadFile(file: StoredFile, load: LoadFile): Promise<void> {
  try {
    const url = URL.createObjectURL(await load(file.id));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.nombre_original;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke later: Chromium reads the blob asynchronously after the click.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    notifyFailure(error);
  }
}

export interface FileViewerProps {
  file: StoredFile;
  /** What the file is ('Bitácora'): the buttons' accessible names and the viewer's title say it. */
  label: string;
  load: LoadFile;
}

/**
 * A private file: 'Ver' shows it inside the page (PDF or image, from a blob URL, since it must be
 * fetched with the session) and 'Descargar' saves it.
 */
export function FileViewer({ file, label, load }: FileViewerProps) {
  const fileName = file.nombre_original;
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
      const blob = await load(file.id);
      setShown({ url: URL.createObjectURL(blob), type: blob.type });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box>
      <HStack gap="2" flexWrap="wrap">
        <Text as="span" wordBreak="break-word">{fileName}</Text>
        <Button size="sm" variant="outline" onClick={() => void toggle()} loading={loading} aria-expanded={!!shown}>
          {shown ? 'Ocultar' : 'Ver'}
          <Box as="span" srOnly>{` ${label}`}</Box>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void downloadFile(file, load)}>
          <DownloadIcon />
          Descargar
          <Box as="span" srOnly>{` ${label}`}</Box>
        </Button>
      </HStack>
      {shown ? (
        shown.type.startsWith('image/') ? (
          <chakra.img src={shown.url} alt={`${label}: ${fileName}`} maxW="full" mt="3" />
        ) : (
          <chakra.iframe src={shown.url} title={`${label}: ${fileName}`} width="full" height="70vh" mt="3" borderWidth="1px" borderColor="border" />
        )
      ) : null}
    </Box>
  );
}
