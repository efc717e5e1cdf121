import { type ArchivoPrivado } from '@sello/shared-api';
import { downloadArchivo } from '@sello/shared-api/applicant';
import { notify } from '@sello/shared-ui';

/** Private files need the bearer header, so a plain link cannot fetch them: fetch, then save the blob. */
export async function downloadPrivateFile(file: Pick<ArchivoPrivado, 'id' | 'nombre_original'>): Promise<void> {
  try {
    const blob = await downloadArchivo(file.id);
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
