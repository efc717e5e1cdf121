import { type EncargadoInput, type InstitutionInput, type RepLegalInput } from '@sello/shared-api';
import { getMiPostulacion, getMisPostulaciones } from '@sello/shared-api/applicant';
import { pickDraft } from '../../applicant-core';

export type InstitutionValues = { [K in keyof InstitutionInput]: string };
export type RepLegalValues = { [K in keyof RepLegalInput]: string };
export type EncargadoValues = { [K in keyof EncargadoInput]: string };

/** The wizard's progress as the server keeps it; the page never trusts a local copy over this. */
export interface WizardDraft {
  id: number | null;
  /** The step to continue at (1..4); the server counts 5 once registration is complete. */
  step: number;
  institution: InstitutionValues | null;
  repLegal: RepLegalValues | null;
  encargado: EncargadoValues | null;
  /** The applicant's applications already registered: step 1 without a draft starts another one, and says so. */
  registered: number;
}

export const EMPTY_DRAFT: WizardDraft = Object.freeze({ id: null, step: 1, institution: null, repLegal: null, encargado: null, registered: 0 });

const text = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

export async function loadWizardDraft(): Promise<WizardDraft> {
  const applications = await getMisPostulaciones();
  const registered = applications.filter((item) => item.estado !== 'Borrador').length;
  const draft = pickDraft(applications);
  if (!draft) return { ...EMPTY_DRAFT, registered };
  const detail = await getMiPostulacion(draft.id);
  const p = detail.postulacion;
  const id = String(detail.id);
  return {
    id: detail.id,
    step: detail.step,
    registered,
    institution: {
      nombre_institucion: text(p.nombre_institucion),
      rut_institucion: text(p.rut_institucion),
      rubro_institucion: text(p.rubro_institucion),
      tipo_institucion_id: text(p.tipo_institucion_id),
      direccion_fisica: text(p.direccion_fisica),
      region_id: text(p.region_id),
      comuna_id: text(p.comuna_id),
      cant_trabajadores: text(p.cant_trabajadores),
      cant_trabajadores_discapacidad: text(p.cant_trabajadores_discapacidad),
    },
    repLegal: detail.rep_legal
      ? {
          nombre_rep_legal: detail.rep_legal.nombre_rep_legal,
          cargo_rep_legal: detail.rep_legal.cargo_rep_legal,
          rut_rep_legal: detail.rep_legal.rut_rep_legal,
          telefono_rep_legal: detail.rep_legal.telefono_rep_legal,
          correo_rep_legal: detail.rep_legal.correo_rep_legal,
          postulacion_sello_id: id,
        }
      : null,
    encargado: detail.encargado
      ? {
          nombre_encargado: detail.encargado.nombre_encargado,
          cargo_encargado: detail.encargado.cargo_encargado,
          rut_encargado: detail.encargado.rut_encargado,
          telefono_encargado: detail.encargado.telefono_encargado,
          correo_encargado: detail.encargado.correo_encargado,
          postulacion_sello_id: id,
        }
      : null,
  };
}
