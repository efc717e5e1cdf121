import type { RefItem } from '@sello/shared-api';
import { YearSelect } from '@sello/shared-ui';
import { FilterSelect, FormField, Input, SearchFilters } from '@sello/shared-ui/widgets';
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
  return (
    <SearchFilters label="Filtrar postulaciones" value={value} empty={EMPTY_FILTERS} onApply={onApply}>
      {(draft, change) => (
        <>
          <FormField id="filtro-institucion" label="Institución">
            <Input value={draft.institucion} onChange={(event) => change({ institucion: event.target.value })} />
          </FormField>
          <FilterSelect id="filtro-categoria" label="Categoría de postulación" value={draft.categoria_id} onChange={(categoria_id) => change({ categoria_id })}
            options={categorias.map((categoria) => ({ value: String(categoria.id), label: categoria.nombre }))} />
          <YearSelect id="filtro-anno" label="Año" years={annos} value={draft.anno} onChange={(anno) => change({ anno })} />
        </>
      )}
    </SearchFilters>
  );
}
