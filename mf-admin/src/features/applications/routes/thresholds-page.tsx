import type { Umbral } from '@sello/shared-api';
import { getUmbrales, updateUmbral } from '@sello/shared-api/staff';
import { Box, Button, chakra, ErrorState, Heading, LoadingState, notify, PageHeading, Stack, Text, useAsync, usePageTitle } from '@sello/shared-ui';
import { FormField, Input } from '@sello/shared-ui/widgets';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../lib/errors';

const TITLE = 'Umbrales de aprobación';

interface ThresholdFormProps {
  umbral: Umbral;
  onSaved: (next: Umbral) => void;
  /** Whether this form now shows an error (the page's title then starts with 'Error: '). */
  onError: (categoriaId: number, shown: boolean) => void;
}

function ThresholdForm({ umbral, onSaved, onError }: ThresholdFormProps) {
  const [value, setValue] = useState(String(umbral.porcentaje));
  const [error, setShownError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  // An error is said at the field and focus goes there, so a screen reader reads it (focus stayed on
  // 'Guardar umbral' and the new message was not announced).
  const setError = (message: string | undefined) => {
    setShownError(message);
    onError(umbral.categoria_id, message !== undefined);
    if (message) inputRef.current?.focus();
  };
  const [saving, setSaving] = useState(false);
  const id = `umbral-${umbral.categoria_id}`;

  const save = async () => {
    const text = value.trim();
    if (!/^\d+$/.test(text) || Number(text) > 100) {
      setError('El umbral debe estar entre 0 y 100.');
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const next = await updateUmbral(umbral.categoria_id, { porcentaje: Number(text) });
      notify({ type: 'success', title: `Umbral de ${next.categoria} guardado.` });
      // The saved value as the server keeps it (' 070' reads '70'), unless something else was typed meanwhile.
      setValue((typed) => (typed === value ? String(next.porcentaje) : typed));
      onSaved(next);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <chakra.form noValidate onSubmit={(event) => { event.preventDefault(); void save(); }} aria-labelledby={`${id}-titulo`}
      borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
      <Heading as="h2" id={`${id}-titulo`} textStyle="lg" mb="2">{umbral.categoria}</Heading>
      <Text mb="3">{`Puntaje mínimo actual: ${umbral.puntaje_minimo} de ${umbral.maximo} puntos.`}</Text>
      <FormField id={id} label="Umbral de aprobación (% del puntaje máximo)" errorText={error} required>
        <Input ref={inputRef} inputMode="numeric" maxW="8rem" value={value} onChange={(event) => setValue(event.target.value)} />
      </FormField>
      <Button type="submit" mt="3" loading={saving}>Guardar umbral</Button>
    </chakra.form>
  );
}

/** `/admin/panel/umbrales`: the approval threshold of each category, used by every decision. */
export function ThresholdsPage() {
  const { data, error, loading, reload } = useAsync(() => getUmbrales(), []);
  const [saved, setSaved] = useState<Record<number, Umbral>>({});
  const [withErrors, setWithErrors] = useState<ReadonlySet<number>>(new Set());
  usePageTitle(TITLE, { error: withErrors.size > 0 });
  const onError = useCallback((categoriaId: number, shown: boolean) => setWithErrors((prev) => {
    const next = new Set(prev);
    if (shown) next.add(categoriaId);
    else next.delete(categoriaId);
    return next;
  }), []);
  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      <Text mb="6" maxW="3xl">
        Una postulación puede aprobarse cuando su puntaje consolidado alcanza el umbral de su categoría. El cambio rige para las decisiones siguientes.
      </Text>
      {loading ? <LoadingState label="Cargando umbrales…" /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {data ? (
        <Stack gap="4" maxW="2xl">
          {data.map((umbral) => {
            const current = saved[umbral.categoria_id] ?? umbral;
            return (
              <Box key={umbral.categoria_id}>
                {/* The same form after a save (it sets its field to the saved value itself): a new one would
                    take the focused 'Guardar umbral' with it. */}
                <ThresholdForm umbral={current} onSaved={(next) => setSaved((prev) => ({ ...prev, [next.categoria_id]: next }))} onError={onError} />
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </>
  );
}
