import type { ArchivoPrivado } from '@sello/shared-api';
import { Button, DownloadIcon, HStack, TrashIcon, VisuallyHidden } from '@sello/shared-ui';
import { downloadPrivateFile } from '../utils/download-file';

export interface FileActionsProps {
  file: ArchivoPrivado;
  /** Omitted when the file may not be deleted (the application was sent, or it is a required pair). */
  onDelete?: () => void;
}

export function FileActions({ file, onDelete }: FileActionsProps) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button size="sm" variant="outline" onClick={() => void downloadPrivateFile(file)}>
        <DownloadIcon />
        Descargar<VisuallyHidden>{` ${file.nombre_original}`}</VisuallyHidden>
      </Button>
      {onDelete ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
          <TrashIcon />
          Eliminar<VisuallyHidden>{` ${file.nombre_original}`}</VisuallyHidden>
        </Button>
      ) : null}
    </HStack>
  );
}
