import { type PostulacionDetalle } from '@sello/shared-api';
import { getMisRequisitos } from '@sello/shared-api/applicant';
import { ErrorState, LoadingState, PageHeading, useAsync, usePageTitle } from '@sello/shared-ui';
import { ApplicationName, CurrentApplication, PageActions, RequirementsTable, withApplication } from '../../applicant-core';
import { PROCESS_STEPS } from '../lib/process-step';

function RequirementsList({ detail }: { detail: PostulacionDetalle }) {
  usePageTitle('Requisitos');
  const { data, error, loading, reload } = useAsync(() => getMisRequisitos(detail.id), [detail.id]);
  return (
    <>
      <PageHeading>Requisitos</PageHeading>
      <ApplicationName detail={detail} />
      {loading ? <LoadingState /> : null}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : null}
      {data ? <RequirementsTable caption={`Requisitos: ${detail.categoria ?? ''}`} rows={data} mode="view" postulacionId={detail.id} /> : null}
      <PageActions back={{ to: withApplication(PROCESS_STEPS[2].path, detail.id) }} />
    </>
  );
}

export function RequirementsListPage() {
  return <CurrentApplication>{(detail) => <RequirementsList detail={detail} />}</CurrentApplication>;
}
