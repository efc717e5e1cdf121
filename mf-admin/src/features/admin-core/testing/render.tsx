// Test helpers (not a test file): pages render as in the shell (`renderRoutes` of @sello/shared-ui/testing).
import { configure } from '@testing-library/react';

export { renderRoutes } from '@sello/shared-ui/testing';

// Lazy route chunks and Chakra's first render are slow on a busy two-core machine.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);
