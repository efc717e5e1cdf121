import { type RepLegalData } from '@sello/shared-api';
import { repLegalSchema } from '@sello/shared-api/schemas';
import type { RepLegalValues } from '../api/load-draft';
import { ContactPersonForm } from './contact-person-form';

export interface RepLegalFormProps {
  postulacionId: number | null;
  defaults: RepLegalValues | null;
  onSubmit: (data: RepLegalData) => Promise<Record<string, string>>;
  onCancel: () => void;
}

export function RepLegalForm(props: RepLegalFormProps) {
  return <ContactPersonForm {...props} suffix="rep_legal" title="Representante legal" nameLabel="Nombre del/de la representante legal" schema={repLegalSchema} />;
}
