import { type ArchivoPrivado } from '@sello/shared-api';
import { downloadArchivo } from '@sello/shared-api/applicant';
import { downloadFile } from '@sello/shared-ui/widgets';

/** The applicant's own private file, saved through the browser's download. */
export function downloadPrivateFile(file: Pick<ArchivoPrivado, 'id' | 'nombre_original'>): Promise<void> {
  return downloadFile(file, downloadArchivo);
}
