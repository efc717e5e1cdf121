import { valibotResolver } from '@hookform/resolvers/valibot';
import { solicitarReposicion } from '@sello/shared-api/applicant';
import { reposicionFieldsSchema } from '@sello/shared-api/schemas';
import { Button, chakra, notify } from '@sello/shared-ui';
import { ConfirmDialog, ErrorSummary, FileInput, FormField, Textarea } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PDF_HINT, pdfProblem, placeRefusal, UploadProgress, useConfirmedSend, useFormSummary } from '../../applicant-core';

/** Said while it is sent: on the page, and inside the confirmation dialog that hides the page from screen readers. */
const SENDING = 'Enviando tu solicitud…';

interface Values {
  motivo: string;
  archivo: FileList | null;
}

export const REPOSICION_SENT_MESSAGE = 'Recibimos tu recurso de reposición.';
const ORDER = ['motivo', 'archivo'] as const;
const SUBMIT_ID = 'presentar-reposicion';

// The contract's schema checks the reason (the server runs the same one); the optional file is
// checked here for its type, emptiness and size, the server reads its bytes.
const motivoResolver = valibotResolver(reposicionFieldsSchema) as unknown as Resolver<Values>;
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await motivoResolver(values, context, options);
  const file = values.archivo?.[0];
  const problem = file ? pdfProblem(file) : null;
  if (!problem) return Object.keys(result.errors).length ? result : { values, errors: {} };
  return { values: {}, errors: { ...result.errors, archivo: { type: 'pdf', message: problem } } };
};

export interface ReposicionFormProps {
  postulacionId: number;
  onFiled: () => void;
}

/** Recurso de reposición: a required reason and an optional supporting PDF. */
export function ReposicionForm({ postulacionId, onFiled }: ReposicionFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { motivo: '', archivo: null },
    shouldFocusError: false,
  });
  const { errors, submitCount } = formState;
  const summary = useFormSummary('Postulación', errors, ORDER, submitCount, serverError ? [{ id: SUBMIT_ID, message: serverError }] : []);
  // One recurso per decision, and it cannot be changed once filed: a valid form asks first, and the
  // request goes out from the dialog.
  const filing = useConfirmedSend(async (values: Values) => {
    setServerError(null);
    const archivo = values.archivo?.[0];
    try {
      await solicitarReposicion(postulacionId, { motivo: values.motivo.trim(), ...(archivo ? { archivo } : {}) });
    } catch (error) {
      // After the window (or any refusal of the whole request) the server's Spanish sentence is shown.
      setServerError(placeRefusal(error, ORDER, setError));
      return false;
    }
    notify({ type: 'success', title: REPOSICION_SENT_MESSAGE });
    onFiled();
    return true;
  });
  const submit = handleSubmit((values) => {
    setServerError(null);
    filing.ask(values);
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Recurso de reposición">
      <ErrorSummary attempt={submitCount} errors={summary} />
      <chakra.div mb="4">
        <FormField
          id="motivo"
          label="Motivo de la solicitud"
          helperText="Explica por qué pides que se reconsidere la decisión."
          errorText={errors.motivo?.message}
          required
        >
          <Textarea rows={6} {...register('motivo')} />
        </FormField>
      </chakra.div>
      <chakra.div mb="4">
        <FormField id="archivo" label="Documento de respaldo (PDF, opcional)" helperText={PDF_HINT} errorText={errors.archivo?.message}>
          <FileInput accept="application/pdf,.pdf" {...register('archivo')} />
        </FormField>
      </chakra.div>
      {filing.sending ? <UploadProgress label={SENDING} /> : null}
      <Button
        id={SUBMIT_ID}
        type="submit"
        colorPalette="brand"
        disabled={filing.sending}
        loading={filing.sending}
        loadingText="Enviando…"
        onFocus={filing.openerFocus}
      >
        Presentar recurso de reposición
      </Button>
      <ConfirmDialog {...filing.dialog} title="¿Presentar el recurso de reposición?" confirmLabel="Presentar recurso" busyLabel={SENDING}>
        Se puede presentar un solo recurso contra esta decisión: una vez presentado, no podrás cambiar el motivo ni el
        documento.
      </ConfirmDialog>
    </chakra.form>
  );
}
