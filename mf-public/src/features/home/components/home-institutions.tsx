import { Box, Heading, HStack, RouterLink, YearSelect } from '@sello/shared-ui';
import { useState } from 'react';
import { AsyncContent } from '../../common/components/async-content';
import { CardSkeletons } from '../../common/components/card-skeletons';
import { InstitutionGrid } from '../../common/components/institution-grid';
import { dataKeys, usePageData } from '../../common/data/page-data';
import { emptyInstitutionsMessage, filterYears, loadInstitutions, readYear } from '../../common/components/year-filter';

export function HomeInstitutions() {
  const years = filterYears();
  const [value, setValue] = useState('');
  const year = readYear(value, years);
  const institutions = usePageData(dataKeys.instituciones(year), () => loadInstitutions(year), [year]);
  return (
    <Box as="section" aria-labelledby="home-instituciones">
      <Heading as="h2" id="home-instituciones" textStyle="2xl" mb="4">
        Instituciones reconocidas
      </Heading>
      <HStack justify="space-between" align="flex-end" mb="4" gap="4" flexWrap="wrap">
        <YearSelect id="home-filtro-anno" label="Año de certificación" years={years} value={value} onChange={setValue} />
        <RouterLink to="/instituciones-reconocidas">Ver todas las instituciones reconocidas</RouterLink>
      </HStack>
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
