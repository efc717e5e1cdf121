import { type MedioVerificacion } from '@sello/shared-api';
import { storeObtencionP2 } from '@sello/shared-api/applicant';
import { Button, notify, SimpleGrid, chakra } from '@sello/shared-ui';
import { FileInput, FormField } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import { notifySaveError, SAVED_MESSAGE, SelectField, UploadProgress } from '../../applicant-core';

interface UploadValues {
  medio_verificacion_id: string;
  archivo_verificacion: FileList | null;
}

export interface AdmissibilityUploadFormProps {
  p1Id: number;
  medios: readonly MedioVerificacion[];
  onSaved: () => void;
}

/** One verification file per submit, tagged with the means it proves. */
export function AdmissibilityUploadForm({ p1Id, medios, onSaved }: AdmissibilityUploadFormProps) {
  const { register, handleSubmit, watch, reset, formState } = useForm<UploadValues>({ defaultValues: { medio_verificacion_id: '', archivo_verificacion: null } });
  const [medio, files] = watch(['medio_verificacion_id', 'archivo_verificacion']);
  const ready = !!medio && (files?.length ?? 0) > 0;

  const submit = handleSubmit(async (values) => {
    const file = values.archivo_verificacion?.[0];
    if (!file) return;
    try {
      await storeObtencionP2({ obtencion_sello_p1_id: p1Id, archivo_verificacion: file, medio_verificacion_id: Number(values.medio_verificacion_id) });
    } catch (error) {
      notifySaveError(error);
      return;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    reset();
    // Emptied, the form's 'Guardar' is disabled and would drop focus to <body>: the keyboard starts
    // the next file from the first field.
    document.getElementById('medio_verificacion_id')?.focus();
    onSaved();
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Subir archivo de verificación" mb="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mb="4">
        <SelectField id="medio_verificacion_id" label="Medio de verificación" options={medios} registration={register('medio_verificacion_id')} />
        <FormField id="archivo_verificacion" label="Archivo de verificación (PDF)" required>
          <FileInput accept="application/pdf,.pdf" {...register('archivo_verificacion')} />
        </FormField>
      </SimpleGrid>
      {formState.isSubmitting ? <UploadProgress label="Subiendo archivo…" /> : null}
      <Button type="submit" colorPalette="brand" disabled={!ready || formState.isSubmitting} loading={formState.isSubmitting} loadingText="Subiendo…">
        Guardar
      </Button>
    </chakra.form>
  );
}
