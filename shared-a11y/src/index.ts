// Public API of @sello/shared-a11y (see README.md). Named exports only; bump the version when it changes.
export {
  useA11yStore,
  STORAGE_KEYS,
  FONT_SCALES,
  MIN_FONT_SCALE,
  MAX_FONT_SCALE,
  parseTheme,
  parseFontScale,
  parseSession,
  readPersisted,
  restoreFromStorage,
} from './store';
export type { A11yState, Theme, FontScale, Role, Session, SessionUser } from './store';
export { AccessibilityToolbar } from './accessibility-toolbar';
export { A11yUiProvider } from './a11y-ui-provider';
export { RequireRole, staffLoginPathFor, STAFF_LOGIN_PATH, RETURN_PARAM, HOME_BY_ROLE } from './require-role';
