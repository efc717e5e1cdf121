import { startFederation } from './federation/early-start';

// Started before the bootstrap chunk is requested, so the page's remote downloads alongside the shell.
const federation = startFederation();

/**
 * Lets the browser paint and handle input between two pieces of start-up work. `scheduler.yield`
 * where the browser has it: in a chain of `setTimeout(0)`, the browser holds each one back 4 ms
 * after the fifth, and the start-up pauses about fifteen times.
 */
const yieldToBrowser = (): Promise<void> =>
  typeof globalThis.scheduler?.yield === 'function'
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

// The bootstrap split lets Module Federation negotiate the shared singletons before React loads.
// React DOM, the UI facade and Chakra's style system are prepared first, each in tasks of its own:
// together with the bootstrap they made one long task that blocked a visitor's first click or key
// press for as long as all of them took (Lighthouse's total blocking time).
void (async () => {
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  // The facade's largest part, Chakra's style system and the theme, evaluated first in a task of its
  // own: with the rest of the facade it was the longest task after the first paint (17-31 ms in
  // Lighthouse's trace, 4 times that on its phone). The shell's provided facade imports this same
  // module, so it is then evaluated once; were a remote's newer facade chosen, this is unused.
  await import('@sello/shared-ui/system');
  await yieldToBrowser();
  const ui = await import('@sello/shared-ui');
  await yieldToBrowser();
  // Chakra's style system is created in several steps, and in one task it would be a long one.
  for (const steps = ui.prepareSystem(); !steps.next().done; ) await yieldToBrowser();
  await yieldToBrowser();
  const { start } = await import('./bootstrap');
  await start(federation);
})();
