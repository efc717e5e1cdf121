// The e-mail a reviewer gets when an admin's assignment changes something for them.
import { chileanDate } from './common';

interface Assigned { id: number; nombre_institucion: string }

/**
 * New to the reviewer. `declarar`: they have not declared on its conflict of interest yet; an
 * assignment given back after a removal keeps the declaration made before it ('sin_conflicto': a
 * recused reviewer is not assigned again).
 */
export interface FreshAssignment extends Assigned { declarar: boolean }

export interface AssignmentChanges {
  /** New to the reviewer: inserted, or reactivated after a removal. */
  fresh: FreshAssignment[];
  /** Already theirs, with another deadline; `antes` is the previous one. */
  moved: { app: Assigned; antes: string | null }[];
}

/** Null when nothing changed for this reviewer: an unchanged assignment sends nothing. */
export function assignmentMail(nombre: string, { fresh, moved }: AssignmentChanges, fechaLimite: string, portalUrl: string) {
  if (fresh.length === 0 && moved.length === 0) return null;
  const link = (a: Assigned) => `${a.nombre_institucion}: ${portalUrl}/revisor/postulaciones/${a.id}`;
  const sections: string[] = [];
  const declared = (a: FreshAssignment) => (a.declarar ? '' : ' (ya declaraste que no tienes conflicto de interés)');
  if (fresh.length > 0) sections.push(`Se te asignó la revisión de:\n\n${fresh.map((a) => `- ${link(a)}${declared(a)}`).join('\n')}`);
  if (moved.length > 0) {
    const lines = moved.map((c) => `- ${link(c.app)}${c.antes ? ` (fecha límite anterior: ${chileanDate(c.antes)})` : ''}`);
    sections.push(`Cambió la fecha límite de la revisión de:\n\n${lines.join('\n')}`);
  }
  const deadline = fresh.length > 0 ? `Fecha límite: ${chileanDate(fechaLimite)}.` : `Nueva fecha límite: ${chileanDate(fechaLimite)}.`;
  const declare = declarationNotice(fresh);
  const subject = moved.length === 0
    ? (fresh.length === 1 ? 'Nueva postulación asignada' : `${fresh.length} postulaciones asignadas`)
    : fresh.length === 0
      ? (moved.length === 1 ? 'Cambió la fecha límite de una revisión' : `Cambió la fecha límite de ${moved.length} revisiones`)
      : 'Nuevas asignaciones y cambios de fecha límite';
  const mentioned = [...fresh, ...moved.map((c) => c.app)];
  return {
    subject: `${subject} - Sello Chile Inclusivo`,
    text: `Hola ${nombre}:\n\n${sections.join('\n\n')}\n\n${deadline}${declare}\n\nPrograma Sello Chile Inclusivo`,
    postulacionId: mentioned.length === 1 ? mentioned[0]?.id ?? null : null,
  };
}

/** Asks for the declaration only where it is still to be made (the list marks the others). */
function declarationNotice(fresh: FreshAssignment[]): string {
  const pending = fresh.filter((a) => a.declarar).length;
  if (pending === 0) return '';
  return pending === fresh.length
    ? '\nAl abrir cada postulación deberás declarar si tienes conflicto de interés con la institución.'
    : '\nAl abrir cada una de las demás deberás declarar si tienes conflicto de interés con la institución.';
}
