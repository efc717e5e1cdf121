import { type EncargadoData } from '@sello/shared-api';
import { encargadoSchema } from '@sello/shared-api/schemas';
import type { EncargadoValues } from '../api/load-draft';
import { ContactPersonForm } from './contact-person-form';

export interface EncargadoFormProps {
  postulacionId: number | null;
  defaults: EncargadoValues | null;
  onSubmit: (data: EncargadoData) => Promise<Record<string, string>>;
  onCancel: () => void;
}

export function EncargadoForm(props: EncargadoFormProps) {
  return <ContactPersonForm {...props} suffix="encargado" title="Encargado/a de postular" nameLabel="Nombre del/de la encargado/a" schema={encargadoSchema} />;
}
