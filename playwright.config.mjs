// So that `npx playwright test …` works from the repository's root too; the suite lives in e2e/.
export { default } from './e2e/playwright.config.mjs';
