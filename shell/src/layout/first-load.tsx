import { LoadingState } from '@sello/shared-ui';

/** Shown in `main`, inside the layout, while a page's remote or code is on its way. */
export function FirstLoad() {
  return <LoadingState label="Cargando…" />;
}
