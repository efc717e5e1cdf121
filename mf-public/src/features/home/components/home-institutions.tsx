import { Box, Heading, RouterLink, YearSelect } from '@sello/shared-ui';
import { useState } from 'react';
import { AsyncContent } from '../../common/components/async-content';
import { CardSkeletons } from '../../common/components/card-skeletons';
import { InstitutionCount } from '../../common/components/institution-count';
import { InstitutionGrid } from '../../common/components/institution-grid';
import { dataKeys, usePageData } from '../../common/data/page-data';
import { emptyInstitutionsMessage, loadInstitutions, readYear, useFilterYears, useYearChosenBeforeHydration, YEAR_PARAM } from '../../common/components/year-filter';
import { YearFilterForm } from '../../common/components/year-filter-form';

const SELECT_ID = 'home-filtro-anno';

export function HomeInstitutions() {
  const years = useFilterYears();
  const [value, setValue] = useState('');
  useYearChosenBeforeHydration(SELECT_ID, value, setValue);
  const year = readYear(value, years);
  const institutions = usePageData(dataKeys.instituciones(year), () => loadInstitutions(year), [year]);
  return (
    <Box as="section" aria-labelledby="home-instituciones">
      <Heading as="h2" id="home-instituciones" textStyle="2xl" mb="4">
        Instituciones reconocidas
      </Heading>
      <Box mb="4">
        {/* Without JavaScript the year opens the institutions page with that year. */}
        <YearFilterForm
          action="/instituciones-reconocidas"
          aside={<RouterLink to="/instituciones-reconocidas">Ver todas las instituciones reconocidas</RouterLink>}
        >
          <YearSelect id={SELECT_ID} name={YEAR_PARAM} label="Año de certificación" years={years} value={value} onChange={setValue} />
        </YearFilterForm>
      </Box>
      <InstitutionCount state={institutions} year={year} hidden />
      <AsyncContent
        state={institutions}
        loadingLabel="Cargando instituciones…"
        skeleton={<CardSkeletons count={3} height="56" />}
        emptyMessage={emptyInstitutionsMessage(year)}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => <InstitutionGrid items={items} headingLevel="h3" />}
      </AsyncContent>
    </Box>
  );
}
