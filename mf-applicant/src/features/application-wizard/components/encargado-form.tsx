import { type EncargadoData } from '@sello/shared-api';
import { encargadoSchema } from '@sello/shared-api/schemas';
import type { EncargadoValues } from '../api/load-draft';
import { ContactPersonForm } from './contact-person-form';

export interface EncargadoFormProps {
  postulacionId: number | null;
  defaults: EncargadoValues | null;
  onSubmit: (data: EncargadoData) => Promise<Record<string, string>>;
  onCancel: () => void;
  /** Step 2's saved values, offered to copy (the person in charge is often the legal representative). */
  repLegal?: Record<string, string> | null;
}

export function EncargadoForm({ repLegal, ...props }: EncargadoFormProps) {
  return (
    <ContactPersonForm
      {...props}
      suffix="encargado"
      title="Encargado/a de postular"
      nameLabel="Nombre del/de la encargado/a"
      schema={encargadoSchema}
      copyFrom={repLegal ? { label: 'representante legal', suffix: 'rep_legal', values: repLegal } : null}
    />
  );
}
