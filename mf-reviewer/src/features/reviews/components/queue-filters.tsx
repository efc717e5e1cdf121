import type { RefItem } from '@sello/shared-api';
import { Button, chakra, HStack, SimpleGrid, YearSelect } from '@sello/shared-ui';
import { FormField, Input, NativeSelect } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { EMPTY_FILTERS, type QueueFilters } from '../lib/list-params';

type Values = Omit<QueueFilters, 'page'>;

export interface QueueFiltersProps {
  value: Values;
  categorias: readonly RefItem[];
  annos: readonly number[];
  onApply: (values: Values) => void;
}

/** The spec's filters of the reviewer's list: Institución (text), Categoría de postulación, Año. */
export function QueueFiltersForm({ value, categorias, annos, onApply }: QueueFiltersProps) {
  const [draft, setDraft] = useState<Values>(value);
  // The URL is the truth: Back/Forward or 'Borrar filtros' change it, the form follows.
  useEffect(() => setDraft(value), [value.institucion, value.categoria_id, value.anno]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <chakra.form
      role="search"
      aria-label="Filtrar postulaciones"
      mb="6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
        <FormField id="filtro-institucion" label="Institución">
          <Input value={draft.institucion} onChange={(event) => setDraft({ ...draft, institucion: event.target.value })} />
        </FormField>
        <FormField id="filtro-categoria" label="Categoría de postulación">
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.categoria_id} onChange={(event) => setDraft({ ...draft, categoria_id: event.target.value })}>
              <option value="">Todas</option>
              {categorias.map((categoria) => (
                <option key={categoria.id} value={String(categoria.id)}>{categoria.nombre}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <YearSelect id="filtro-anno" label="Año" years={annos} value={draft.anno} onChange={(anno) => setDraft({ ...draft, anno })} />
      </SimpleGrid>
      <HStack gap="3" mt="4" flexWrap="wrap">
        <Button type="submit">Filtrar</Button>
        <Button type="button" variant="outline" onClick={() => onApply(EMPTY_FILTERS)}>Borrar filtros</Button>
      </HStack>
    </chakra.form>
  );
}
