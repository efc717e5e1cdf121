import { startFederation } from './federation/early-start';

// Started before the bootstrap chunk is requested, so the page's remote downloads alongside the shell.
const federation = startFederation();

/** Lets the browser paint and handle input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

// The bootstrap split lets Module Federation negotiate the shared singletons before React loads.
// React DOM, the UI facade, Chakra's style system and the date formatter are prepared first, each
// in its own task: together with the bootstrap they made one long task that blocked a visitor's
// first click or key press for as long as all of them took (Lighthouse's total blocking time).
void (async () => {
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  const ui = await import('@sello/shared-ui');
  await yieldToBrowser();
  ui.getSystem();
  await yieldToBrowser();
  // The first date shown loads the browser's locale and time zone data (about 50 ms on a phone):
  // done here, in a task of its own, instead of in the middle of hydrating a list of news.
  ui.formatDate(new Date());
  await yieldToBrowser();
  const { start } = await import('./bootstrap');
  await start(federation);
})();
