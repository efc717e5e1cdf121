import { type PostulacionDetalle } from '@sello/shared-api';
import { getMisRequisitos } from '@sello/shared-api/applicant';
import { ErrorState, LoadingState, PageHeading, useAsync, usePageTitle } from '@sello/shared-ui';
import { CurrentApplication, PageActions, RequirementsTable } from '../../applicant-core';
import { PROCESS_STEPS } from '../lib/process-step';

function RequirementsList({ detail }: { detail: PostulacionDetalle }) {
  usePageTitle('Requisitos');
  const { data, error, loading, reload } = useAsync(() => getMisRequisitos(detail.id), [detail.id]);
  return (
    <>
      <PageHeading>Requisitos</PageHeading>
      {loading ? <LoadingState /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {data ? <RequirementsTable caption={`Requisitos: ${detail.categoria ?? ''}`} rows={data} mode="view" /> : null}
      <PageActions back={{ to: PROCESS_STEPS[2].path }} />
    </>
  );
}

export function RequirementsListPage() {
  return <CurrentApplication>{(detail) => <RequirementsList detail={detail} />}</CurrentApplication>;
}
