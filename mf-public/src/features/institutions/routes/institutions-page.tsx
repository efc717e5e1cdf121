import { Box, PageHeading, Text, usePageTitle, useSearchParams, YearSelect } from '@sello/shared-ui';
import { AsyncContent } from '../../common/components/async-content';
import { CardSkeletons } from '../../common/components/card-skeletons';
import { InstitutionCount } from '../../common/components/institution-count';
import { InstitutionGrid } from '../../common/components/institution-grid';
import { YearFilterForm } from '../../common/components/year-filter-form';
import { loadInstitutions, readYear, useFilterYears, useYearChosenBeforeHydration, YEAR_PARAM } from '../../common/components/year-filter';
import { dataKeys, usePageData } from '../../common/data/page-data';

export { YEAR_PARAM };

const SELECT_ID = 'filtro-anno';

export function InstitutionsPage() {
  usePageTitle('Instituciones reconocidas');
  const [searchParams, setSearchParams] = useSearchParams();
  const years = useFilterYears();
  const year = readYear(searchParams.get(YEAR_PARAM), years);
  const institutions = usePageData(dataKeys.instituciones(year), () => loadInstitutions(year), [year]);

  const onYear = (value: string) => {
    // replace: changing a filter is not a new page in the history.
    setSearchParams(value ? { [YEAR_PARAM]: value } : {}, { replace: true });
  };
  useYearChosenBeforeHydration(SELECT_ID, String(year ?? ''), onYear);

  return (
    <>
      <PageHeading>Instituciones reconocidas</PageHeading>
      <Text maxW="3xl" mb="6">
        Instituciones públicas y privadas que han obtenido el Sello Chile Inclusivo. Filtra por año de certificación
        para ver las de un año.
      </Text>
      <Box mb="6">
        <YearFilterForm action="/instituciones-reconocidas">
          <YearSelect
            id={SELECT_ID}
            name={YEAR_PARAM}
            label="Año de certificación"
            years={years}
            value={year ?? ''}
            onChange={onYear}
          />
        </YearFilterForm>
      </Box>
      <InstitutionCount state={institutions} year={year} />
      <AsyncContent state={institutions} loadingLabel="Cargando instituciones…" skeleton={<CardSkeletons count={6} height="56" />}>
        {(items) => (items.length > 0 ? <InstitutionGrid items={items} /> : null)}
      </AsyncContent>
    </>
  );
}
