import { startFederation } from './federation/early-start';

// Started before the bootstrap chunk is requested, so the page's remote downloads alongside the shell.
const federation = startFederation();
// The bootstrap split lets Module Federation negotiate the shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(federation));
