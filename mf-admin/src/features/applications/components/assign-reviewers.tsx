import { valibotResolver } from '@hookform/resolvers/valibot';
import { assignmentSchema } from '@sello/shared-api/schemas';
import { asignarRevisores, getRevisores } from '@sello/shared-api/staff';
import { Box, Button, chakra, ErrorState, Heading, LoadingState, notify, Stack, Text, useAsync } from '@sello/shared-ui';
import { ErrorSummary, Fieldset, FormField, Input, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useFormPageTitle } from '../../admin-core/lib/page-title';
import { placeRefusal } from '../../admin-core/lib/save-error';

interface Values {
  postulacion_ids: number[];
  revisor_ids: number[];
  fecha_limite: string;
}

/** A due date two weeks from today, as a starting point the admin can change. */
function defaultDueDate(): string {
  const date = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

export interface AssignReviewersProps {
  postulacionIds: readonly number[];
  /** Reviewers already on (all) these applications, left out of the choice. */
  exclude?: readonly number[];
  onAssigned: () => void;
  headingId?: string;
  /** The page's title: it starts with 'Error: ' while this form shows errors. */
  pageTitle: string;
}

/** Assigns one or more reviewers, with a due date, to one or many applications. */
export function AssignReviewers({ postulacionIds, exclude = [], onAssigned, headingId = 'asignar-titulo', pageTitle }: AssignReviewersProps) {
  const revisores = useAsync(() => getRevisores(), []);
  const { register, handleSubmit, setValue, setError, watch, reset, formState } = useForm<Values>({
    resolver: valibotResolver(assignmentSchema) as unknown as Resolver<Values>,
    // The parent gives this form a key per selection, so the ids here are the current ones.
    defaultValues: { postulacion_ids: [...postulacionIds], revisor_ids: [], fecha_limite: defaultDueDate() },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const chosen = watch('revisor_ids');
  const options = (revisores.data ?? []).filter((option) => !exclude.includes(option.id));
  // The summary's links: the group's first checkbox, the date field.
  const fieldIds: Record<string, string> = { revisor_ids: `asignar-revisor-${options[0]?.id ?? ''}`, fecha_limite: 'asignar-fecha' };
  const summary = submitCount > 0
    ? toErrorSummaryItems(errors as Record<string, { message?: unknown }>, ['postulacion_ids', 'revisor_ids', 'fecha_limite'])
      .map((item) => ({ ...item, id: fieldIds[item.id] ?? item.id }))
    : [];
  useFormPageTitle(pageTitle, summary.length > 0 || serverError !== null);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await asignarRevisores(values);
      notify({ type: 'success', title: answer.message });
      reset({ postulacion_ids: [...postulacionIds], revisor_ids: [], fecha_limite: defaultDueDate() });
      onAssigned();
    } catch (error) {
      // Kept on screen (a toast is gone in seconds), with the API's field errors at their fields.
      // The alert only for what belongs to neither field (not a generic message beside the field's own).
      setServerError(placeRefusal(error, ['revisor_ids', 'fecha_limite'] as const, (name, message) => setError(name, { message })));
    }
  });

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border" borderRadius="l2" p="4" mb="6">
      <Heading as="h2" id={headingId} textStyle="lg" mb="3">
        {postulacionIds.length === 1 ? 'Asignar revisores' : `Asignar revisores a ${postulacionIds.length} postulaciones`}
      </Heading>
      {revisores.loading ? <LoadingState label="Cargando revisores…" /> : null}
      {revisores.error ? <ErrorState message={revisores.error.message} onRetry={revisores.reload} /> : null}
      {revisores.data ? (
        <chakra.form noValidate onSubmit={submit}>
          <ErrorSummary attempt={submitCount} errors={summary} />
          <FormAlert id="asignar-error" message={serverError} />
          <Fieldset.Root invalid={!!errors.revisor_ids} mb="4">
            <Fieldset.Legend fontWeight="semibold" mb="2">Revisores</Fieldset.Legend>
            {options.length === 0 ? <Text>No hay otros revisores activos.</Text> : null}
            <Stack gap="2">
              {options.map((option) => (
                <chakra.label key={option.id} display="flex" gap="2" alignItems="center">
                  <chakra.input
                    type="checkbox"
                    id={`asignar-revisor-${option.id}`}
                    boxSize="5"
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      setValue('revisor_ids', event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id), { shouldValidate: submitCount > 0 })}
                  />
                  {`${option.nombre} (${option.email}) · ${option.asignaciones_abiertas} asignación(es) abierta(s)`}
                </chakra.label>
              ))}
            </Stack>
            {errors.revisor_ids?.message ? <Fieldset.ErrorText>{errors.revisor_ids.message}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
          <FormField id="asignar-fecha" label="Fecha límite" required errorText={errors.fecha_limite?.message}>
            <Input type="date" maxW="14rem" {...register('fecha_limite')} />
          </FormField>
          <Button type="submit" mt="4" loading={isSubmitting}>Asignar</Button>
        </chakra.form>
      ) : null}
    </Box>
  );
}
