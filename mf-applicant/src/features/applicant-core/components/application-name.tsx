import type { PostulacionDetalle } from '@sello/shared-api';
import { Text } from '@sello/shared-ui';

/**
 * Under the process pages' heading (the category's name, the same for all of an applicant's
 * applications): which application the page works on.
 */
export function ApplicationName({ detail }: { detail: Pick<PostulacionDetalle, 'nombre_institucion'> }) {
  return <Text mb="4" data-testid="postulacion-institucion">{`Institución: ${detail.nombre_institucion}`}</Text>;
}
