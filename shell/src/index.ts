import { startFederation } from './federation/early-start';

// Started before the bootstrap chunk is requested, so the page's remote downloads alongside the shell.
const federation = startFederation();

/** Lets the browser paint and handle input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

// The bootstrap split lets Module Federation negotiate the shared singletons before React loads.
// React DOM and the UI facade (which builds Chakra's style system) are evaluated first, each in its
// own task: evaluated together with the bootstrap they made one long task that blocked a visitor's
// first click or key press for as long as all three took (Lighthouse's total blocking time).
void (async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@sello/shared-ui');
  await yieldToBrowser();
  const { start } = await import('./bootstrap');
  await start(federation);
})();
