import type { PostulacionDetalle, PostulanteRevision } from '@sello/shared-api';
import { getMiPostulacion, getMiRevision } from '@sello/shared-api/applicant';
import { loadCurrentApplication } from '../../applicant-core';

export interface ApplicationView {
  detail: PostulacionDetalle;
  /** Null for a draft: it has not entered the review workflow. */
  revision: PostulanteRevision | null;
}

/** One application with its review side; `id` null means the newest registered one. */
export async function loadApplication(id: number | null): Promise<ApplicationView | null> {
  // With an id the API decides: another applicant's id answers 404, exactly like a missing one.
  const detail = id ? await getMiPostulacion(id) : await loadCurrentApplication();
  if (!detail) return null;
  const revision = detail.estado === 'Borrador' ? null : await getMiRevision(detail.id);
  return { detail, revision };
}
