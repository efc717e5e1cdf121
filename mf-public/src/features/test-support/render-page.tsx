import { createMemoryRouter, RouterProvider, UiProvider, useLocation, type RouteObject } from '@sello/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Shows where a navigation ended up, for pages that send the visitor elsewhere. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one page at `url` inside the portal's provider and a data router (as in the shell), with
 * `path` as its route pattern. Any other path renders its own location, so tests can assert redirects.
 */
export function renderPage(element: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const routes: RouteObject[] = [
    { path, element },
    { path: '*', element: <Elsewhere /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <UiProvider theme="Light" fontScale={1}>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { ...view, router };
}
