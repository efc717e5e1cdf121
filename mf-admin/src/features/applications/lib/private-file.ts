import type { ArchivoPrivado } from '@sello/shared-api';
import { requestBlob } from '@sello/shared-api';
import { notify } from '@sello/shared-ui';

/** Private files need the bearer header, so a plain link cannot fetch them. */
export function fetchPrivateFile(id: string): Promise<Blob> {
  return requestBlob(`api/archivos/${id}/descargar`);
}

export async function downloadPrivateFile(file: Pick<ArchivoPrivado, 'id' | 'nombre_original'>): Promise<void> {
  try {
    const blob = await fetchPrivateFile(file.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.nombre_original;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke later: Chromium reads the blob asynchronously after the click.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    notify({ type: 'error', title: 'Ha ocurrido un error inesperado.', description: error instanceof Error ? error.message : undefined });
  }
}
