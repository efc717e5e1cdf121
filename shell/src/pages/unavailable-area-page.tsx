import { PageHeading, PageTitle, UnavailableSection } from '@sello/shared-ui';

/** The area of a remote that could not be loaded: the layout stays, the visitor can retry. */
export function UnavailableAreaPage() {
  return (
    <>
      <PageTitle title="Sección no disponible" />
      <PageHeading>Sección no disponible</PageHeading>
      <UnavailableSection onRetry={() => window.location.reload()} />
    </>
  );
}
