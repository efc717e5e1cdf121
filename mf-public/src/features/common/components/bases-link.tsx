import type { Descargable } from '@sello/shared-api';
import { fetchDescargables } from '../data/public-api';
import { Button, DownloadIcon, Text, VisuallyHidden } from '@sello/shared-ui';
import { dataKeys, usePageData } from '../data/page-data';

/** The downloadable whose `ubicacion` is 'bases' (seeded and edited in the admin area). */
export function findBases(items: readonly Descargable[]): Descargable | undefined {
  return items.find((item) => item.ubicacion === 'bases' && item.documento_url);
}

export const BASES_UNAVAILABLE = 'Las bases no están disponibles en este momento.';

/** 'Descargar bases' as a button-styled link to the current bases PDF. */
export function BasesLink({ label = 'Descargar bases' }: { label?: string }) {
  const { data, error, loading } = usePageData(dataKeys.descargables, () => fetchDescargables(), []);
  const bases = data ? findBases(data) : undefined;
  if (loading) {
    return (
      <Button disabled variant="outline">
        <DownloadIcon />
        {label}
      </Button>
    );
  }
  if (error || !bases?.documento_url) return <Text color="fg.muted">{BASES_UNAVAILABLE}</Text>;
  return (
    <Button asChild variant="solid">
      <a href={bases.documento_url} target="_blank" rel="noopener noreferrer">
        <DownloadIcon />
        {label}
        <VisuallyHidden> ({bases.nombre}, PDF, se abre en una pestaña nueva)</VisuallyHidden>
      </a>
    </Button>
  );
}
