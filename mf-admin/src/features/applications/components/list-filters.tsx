import type { ApplicationStatus, RefItem } from '@sello/shared-api';
import { YearSelect } from '@sello/shared-ui';
import { FilterSelect, FormField, Input, SearchFilters } from '@sello/shared-ui/widgets';
import { EMPTY_FILTERS, type FilterValues } from '../lib/list-params';

export interface ListFiltersProps {
  value: FilterValues;
  categorias: readonly RefItem[];
  /** The years applications were created in (the API's `opciones.annos`; deviations: "Filters Año"). */
  annos: readonly number[];
  estados: readonly ApplicationStatus[];
  onApply: (values: FilterValues) => void;
}

/** Institución, Categoría, Año (the years in the data), Estado; 'Borrar filtros' clears all of them. */
export function ListFiltersForm({ value, categorias, annos, estados, onApply }: ListFiltersProps) {
  return (
    <SearchFilters label="Filtrar postulaciones" value={value} empty={EMPTY_FILTERS} onApply={onApply} columns={4}>
      {(draft, change) => (
        <>
          <FormField id="filtro-institucion" label="Institución">
            <Input value={draft.institucion} onChange={(event) => change({ institucion: event.target.value })} />
          </FormField>
          <FilterSelect id="filtro-categoria_id" label="Categoría" value={draft.categoria_id} onChange={(categoria_id) => change({ categoria_id })}
            options={categorias.map((c) => ({ value: String(c.id), label: c.nombre }))} />
          <YearSelect id="filtro-anno" label="Año" years={annos} value={draft.anno} onChange={(anno) => change({ anno })} />
          <FilterSelect id="filtro-estado" label="Estado" value={draft.estado} onChange={(estado) => change({ estado })}
            options={estados.map((estado) => ({ value: estado, label: estado }))} />
        </>
      )}
    </SearchFilters>
  );
}
