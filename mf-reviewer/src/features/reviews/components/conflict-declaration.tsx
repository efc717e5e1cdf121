import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError, type RevisorPorDeclarar, type RevisorPostulacionDetalle } from '@sello/shared-api';
import { declarationSchema } from '@sello/shared-api/schemas';
import { declararConflicto } from '@sello/shared-api/staff';
import { Box, Button, chakra, formatDate, Heading, notify, Stack, Text, useNavigate, usePageTitle } from '@sello/shared-ui';
import { ErrorSummary, Fieldset, FormField, Textarea, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorAlert } from './error-alert';

interface Values {
  tipo: '' | 'sin_conflicto' | 'inhabilitacion';
  motivo: string;
}
interface Data {
  tipo: 'sin_conflicto' | 'inhabilitacion';
  motivo?: string;
}

interface Props {
  pending: RevisorPorDeclarar;
  /** The page's title: it starts with 'Error: ' while this form shows errors. */
  pageTitle: string;
  onDeclared: (detail: RevisorPostulacionDetalle) => void;
}

/**
 * The first step of every assigned application: no conflict of interest, or recusal with a reason.
 * Until then the API gives only the institution (name and RUT), the category and the due date.
 */
export function ConflictDeclaration({ pending, pageTitle, onDeclared }: Props) {
  const navigate = useNavigate();
  const { register, handleSubmit, watch, clearErrors, formState } = useForm<Values, unknown, Data>({
    resolver: valibotResolver(declarationSchema) as unknown as Resolver<Values, unknown, Data>,
    defaultValues: { tipo: '', motivo: '' },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = formState;
  // A refused declaration stays on screen (the toast is gone in seconds).
  const [serverError, setServerError] = useState<string | null>(null);
  const summary = submitCount > 0 ? toErrorSummaryItems(errors as Record<string, { message?: unknown }>, ['tipo', 'motivo']) : [];
  usePageTitle(pageTitle, { error: summary.length > 0 || serverError !== null });
  // The summary links to the first radio button of the group.
  const summaryItems = summary.map((item) => (item.id === 'tipo' ? { ...item, id: 'declaracion-sin-conflicto' } : { ...item, id: 'declaracion-motivo' }));
  const tipo = watch('tipo');
  // 'No tengo conflicto' removes the reason's field: its error goes with it (the summary linked to a
  // field no longer there, and the title kept 'Error: ').
  useEffect(() => {
    if (tipo !== 'inhabilitacion') clearErrors('motivo');
  }, [tipo, clearErrors]);

  const submit = handleSubmit(async (data) => {
    setServerError(null);
    try {
      const answer = await declararConflicto(pending.id, data);
      if ('declaracion_pendiente' in answer) {
        notify({ type: 'success', title: 'Declaración registrada.' });
        onDeclared(answer);
      } else {
        notify({ type: 'success', title: answer.message });
        navigate('/revisor/postulaciones');
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Ha ocurrido un error inesperado.';
      notify({ type: 'error', title: message });
      setServerError(message);
    }
  });

  return (
    <Box as="section" aria-labelledby="declaracion-titulo">
      <Heading as="h2" id="declaracion-titulo" textStyle="xl" mb="3">Declaración de conflicto de interés</Heading>
      <Text mb="2">{`Institución: ${pending.nombre_institucion} (RUT ${pending.rut_institucion})`}</Text>
      {pending.categoria ? <Text mb="2">{`Categoría: ${pending.categoria}`}</Text> : null}
      <Text mb="4">{`Plazo de evaluación: ${formatDate(pending.fecha_limite)}`}</Text>
      <Text mb="4" maxW="3xl">
        Antes de ver los documentos, declara si tienes algún conflicto de interés con esta institución (por ejemplo, un vínculo
        laboral, familiar o comercial). Si lo tienes, inhabilítate: la postulación se asignará a otra persona.
      </Text>
      <chakra.form noValidate onSubmit={submit}>
        <ErrorSummary attempt={submitCount} errors={summaryItems} />
        <ErrorAlert message={serverError} mb="4" />
        {/* A required choice: a radiogroup can say required, a fieldset's group and a radio cannot;
            the radios' native required would read each as invalid on arrival in Chromium. */}
        <Fieldset.Root role="radiogroup" aria-required="true" mb="4" invalid={!!errors.tipo}>
          <Fieldset.Legend fontWeight="semibold" mb="2">
            Mi declaración
            <chakra.span aria-hidden="true" color="fg.error" ms="1">*</chakra.span>
          </Fieldset.Legend>
          <Stack gap="2">
            <chakra.label display="flex" gap="2" alignItems="center">
              <chakra.input type="radio" id="declaracion-sin-conflicto" value="sin_conflicto" boxSize="5" {...register('tipo')} />
              No tengo conflicto de interés con esta institución
            </chakra.label>
            <chakra.label display="flex" gap="2" alignItems="center">
              <chakra.input type="radio" id="declaracion-inhabilitacion" value="inhabilitacion" boxSize="5" {...register('tipo')} />
              Tengo conflicto de interés y me inhabilito
            </chakra.label>
          </Stack>
          {errors.tipo?.message ? <Fieldset.ErrorText>{errors.tipo.message}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        {tipo === 'inhabilitacion' ? (
          <FormField id="declaracion-motivo" label="Motivo de la inhabilitación" required errorText={errors.motivo?.message}>
            <Textarea rows={3} {...register('motivo')} />
          </FormField>
        ) : null}
        <Button type="submit" mt="4" loading={isSubmitting}>Enviar declaración</Button>
      </chakra.form>
    </Box>
  );
}
