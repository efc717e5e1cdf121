import { A11yUiProvider } from '@sello/shared-a11y';
import { RouterProvider } from '@sello/shared-ui';
import type { ComponentProps } from 'react';

type Router = ComponentProps<typeof RouterProvider>['router'];

/** One UiProvider (Chakra, theme and font scale from the store) around the one router of the portal. */
export function App({ router }: { router: Router }) {
  return (
    <A11yUiProvider>
      <RouterProvider router={router} />
    </A11yUiProvider>
  );
}
