import { type MedioVerificacion } from '@sello/shared-api';
import { storeObtencionP2 } from '@sello/shared-api/applicant';
import { Button, notify, SimpleGrid, chakra } from '@sello/shared-ui';
import { ErrorSummary, FileInput, FormField } from '@sello/shared-ui/widgets';
import { useForm } from 'react-hook-form';
import { PDF_HINT, pdfOnly, SAVED_MESSAGE, SelectField, UploadProgress, useSaveRefusal } from '../../applicant-core';

interface UploadValues {
  medio_verificacion_id: string;
  archivo_verificacion: FileList | null;
}

const ORDER = ['medio_verificacion_id', 'archivo_verificacion'] as const;
const SUBMIT_ID = 'guardar-verificacion';

export interface AdmissibilityUploadFormProps {
  p1Id: number;
  medios: readonly MedioVerificacion[];
  onSaved: () => void;
}

/** One verification file per submit, tagged with the means it proves. */
export function AdmissibilityUploadForm({ p1Id, medios, onSaved }: AdmissibilityUploadFormProps) {
  const form = useForm<UploadValues>({ defaultValues: { medio_verificacion_id: '', archivo_verificacion: null }, shouldFocusError: false });
  const { register, handleSubmit, watch, reset, formState } = form;
  const { errors } = formState;
  // The page's title is 'Admisibilidad': 'Error: Admisibilidad - Sello' while the summary shows.
  const refusal = useSaveRefusal(form, 'Admisibilidad', ORDER, SUBMIT_ID);
  const [medio, files] = watch(['medio_verificacion_id', 'archivo_verificacion']);
  const ready = !!medio && (files?.length ?? 0) > 0;

  const submit = handleSubmit(async (values) => {
    const file = values.archivo_verificacion?.[0];
    if (!file) return;
    refusal.clear();
    try {
      await storeObtencionP2({ obtencion_sello_p1_id: p1Id, archivo_verificacion: file, medio_verificacion_id: Number(values.medio_verificacion_id) });
    } catch (error) {
      refusal.refuse(error);
      return;
    }
    notify({ type: 'success', title: SAVED_MESSAGE });
    reset();
    // Emptied, the form's 'Guardar' is disabled and would drop focus to <body>: the keyboard starts
    // the next file from the first field.
    document.getElementById('medio_verificacion_id')?.focus();
    onSaved();
  }, refusal.clear);

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Subir archivo de verificación" mb="6">
      <ErrorSummary attempt={formState.submitCount} errors={refusal.summary} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mb="4">
        <SelectField
          id="medio_verificacion_id"
          label="Medio de verificación"
          options={medios}
          registration={register('medio_verificacion_id')}
          errorText={errors.medio_verificacion_id?.message}
        />
        <FormField id="archivo_verificacion" label="Archivo de verificación (PDF)" helperText={PDF_HINT} errorText={errors.archivo_verificacion?.message} required>
          <FileInput accept="application/pdf,.pdf" {...register('archivo_verificacion', { validate: pdfOnly })} />
        </FormField>
      </SimpleGrid>
      {formState.isSubmitting ? <UploadProgress label="Subiendo archivo…" /> : null}
      <Button
        id={SUBMIT_ID}
        type="submit"
        colorPalette="brand"
        disabled={!ready || formState.isSubmitting}
        loading={formState.isSubmitting}
        loadingText="Subiendo…"
      >
        Guardar
      </Button>
    </chakra.form>
  );
}
