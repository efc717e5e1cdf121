import { parseFontScale, parseSession, restoreFromStorage, STORAGE_KEYS, useA11yStore, type Session } from '../store';

const session: Session = {
  token: 'abc123',
  user: { name: 'Ana', lastname: 'Pérez', role: 'admin', id: 7, email: 'ana@senadis.cl' },
};

beforeEach(() => {
  window.localStorage.clear();
  restoreFromStorage();
  useA11yStore.setState({ speech: false });
});

/** A fresh copy of the module, as on page load, reading whatever localStorage holds now. */
function freshStore() {
  let store!: typeof useA11yStore;
  jest.isolateModules(() => {
    store = (jest.requireActual('../store') as typeof import('../store')).useA11yStore;
  });
  return store;
}

describe('useA11yStore defaults', () => {
  it('starts Light, size 1, not speaking, signed out', () => {
    const state = freshStore().getState();
    expect(state.theme).toBe('Light');
    expect(state.fontScale).toBe(1);
    expect(state.speech).toBe(false);
    expect(state.user).toBeNull();
  });

  it("uses the spec's storage keys", () => {
    expect(STORAGE_KEYS).toEqual({ theme: 'theme', fontScale: 'fs', user: 'user' });
  });
});

describe('theme', () => {
  it('toggles and persists the plain string', () => {
    useA11yStore.getState().toggleTheme();
    expect(useA11yStore.getState().theme).toBe('Dark');
    expect(window.localStorage.getItem('theme')).toBe('Dark');
    useA11yStore.getState().toggleTheme();
    expect(useA11yStore.getState().theme).toBe('Light');
    expect(window.localStorage.getItem('theme')).toBe('Light');
  });
});

describe('font scale', () => {
  it('steps by 0.2 between 1 and 1.4 without floating-point noise', () => {
    const { increaseFont, decreaseFont } = useA11yStore.getState();
    increaseFont();
    expect(useA11yStore.getState().fontScale).toBe(1.2);
    expect(window.localStorage.getItem('fs')).toBe('1.2');
    increaseFont();
    expect(useA11yStore.getState().fontScale).toBe(1.4);
    increaseFont();
    expect(useA11yStore.getState().fontScale).toBe(1.4);
    expect(window.localStorage.getItem('fs')).toBe('1.4');
    decreaseFont();
    expect(useA11yStore.getState().fontScale).toBe(1.2);
    decreaseFont();
    decreaseFont();
    expect(useA11yStore.getState().fontScale).toBe(1);
    expect(window.localStorage.getItem('fs')).toBe('1');
  });
});

describe('speech', () => {
  it('is a flag that is never persisted', () => {
    useA11yStore.getState().setSpeech(true);
    expect(useA11yStore.getState().speech).toBe(true);
    expect(window.localStorage).toHaveLength(0);
    expect(freshStore().getState().speech).toBe(false);
  });
});

describe('session', () => {
  it('stores the session as JSON and clears it', () => {
    useA11yStore.getState().setSession(session);
    expect(useA11yStore.getState().user).toEqual(session);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(session);
    useA11yStore.getState().clearSession();
    expect(useA11yStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('restore at start', () => {
  it('reads theme, size and session saved by an earlier visit', () => {
    window.localStorage.setItem('theme', 'Dark');
    window.localStorage.setItem('fs', '1.4');
    window.localStorage.setItem('user', JSON.stringify(session));
    const state = freshStore().getState();
    expect(state.theme).toBe('Dark');
    expect(state.fontScale).toBe(1.4);
    expect(state.user).toEqual(session);
  });

  it.each([
    ['theme', 'dark'],
    ['theme', '{"x":1}'],
    ['fs', '3'],
    ['fs', 'abc'],
    ['fs', '1.3'],
    ['fs', ''],
    ['user', '{not json'],
    ['user', '"texto"'],
    ['user', '{"token":"t"}'],
    ['user', '{"token":"t","user":{"name":"A","lastname":"B","role":"root"}}'],
    ['user', '{"token":"","user":{"name":"A","lastname":"B","role":"admin"}}'],
    ['user', '{"token":"t","user":{"name":"A","lastname":"B","role":"admin","id":"7"}}'],
  ])('falls back to the default when %s is %s', (key, value) => {
    window.localStorage.setItem(key, value);
    const state = freshStore().getState();
    expect(state.theme).toBe('Light');
    expect(state.fontScale).toBe(1);
    expect(state.user).toBeNull();
  });

  it('accepts the values as they are written', () => {
    expect(parseFontScale('1')).toBe(1);
    expect(parseFontScale('1.2')).toBe(1.2);
    expect(parseFontScale('1.2000000000000002')).toBe(1.2);
    const applicant = { token: 't', user: { name: 'A', lastname: 'B', role: 'postulante', run: '11111111-1' } };
    expect(parseSession(JSON.stringify(applicant))).toEqual(applicant);
  });
});

describe('other tabs', () => {
  it('follows a logout or theme change made in another tab', () => {
    useA11yStore.getState().setSession(session);
    // The other tab writes storage; this tab only hears the event.
    window.localStorage.removeItem('user');
    window.localStorage.setItem('theme', 'Dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(useA11yStore.getState().user).toBeNull();
    expect(useA11yStore.getState().theme).toBe('Dark');
  });

  it('ignores keys that are not its own', () => {
    useA11yStore.getState().setSession(session);
    window.localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(useA11yStore.getState().user).toEqual(session);
  });
});
