import { create } from 'zustand';

export type Theme = 'Light' | 'Dark';
export type FontScale = 1 | 1.2 | 1.4;
export type Role = 'admin' | 'revisor' | 'postulante';

export interface SessionUser {
  name: string;
  lastname: string;
  role: Role;
  id?: number;
  email?: string;
  run?: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

export interface A11yState {
  theme: Theme;
  fontScale: FontScale;
  /** True while the page is being read aloud. Never persisted. */
  speech: boolean;
  user: Session | null;
  toggleTheme: () => void;
  increaseFont: () => void;
  decreaseFont: () => void;
  setSpeech: (speaking: boolean) => void;
  setSession: (session: Session) => void;
  clearSession: () => void;
}

/** localStorage keys, as the spec names them. */
export const STORAGE_KEYS = { theme: 'theme', fontScale: 'fs', user: 'user' } as const;

export const FONT_SCALES: readonly FontScale[] = [1, 1.2, 1.4];
export const MIN_FONT_SCALE: FontScale = 1;
export const MAX_FONT_SCALE: FontScale = 1.4;
const FONT_STEP = 0.2;
const ROLES: readonly Role[] = ['admin', 'revisor', 'postulante'];

// 1 + 0.2 is 1.2000000000000002 in floating point; one decimal is all the scale ever has.
const roundScale = (value: number) => Math.round(value * 10) / 10;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Safari with storage disabled throws on access.
    return null;
  }
}

export function parseTheme(raw: string | null | undefined): Theme {
  return raw === 'Dark' ? 'Dark' : 'Light';
}

export function parseFontScale(raw: string | null | undefined): FontScale {
  if (raw == null || raw.trim() === '') return 1;
  const value = roundScale(Number(raw));
  return (FONT_SCALES as readonly number[]).includes(value) ? (value as FontScale) : 1;
}

const isOptional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;

export function parseSession(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return null;
    const { token, user } = data as { token?: unknown; user?: Record<string, unknown> };
    if (typeof token !== 'string' || !token || !user || typeof user !== 'object') return null;
    if (typeof user.name !== 'string' || typeof user.lastname !== 'string') return null;
    if (!ROLES.includes(user.role as Role)) return null;
    if (!isOptional(user.id, 'number') || !isOptional(user.email, 'string') || !isOptional(user.run, 'string')) {
      return null;
    }
    return { token, user: user as unknown as SessionUser };
  } catch {
    return null;
  }
}

/** The persisted part of the state, read from localStorage; garbage falls back to the defaults. */
export function readPersisted(store: Storage | null = storage()): Pick<A11yState, 'theme' | 'fontScale' | 'user'> {
  const get = (key: string) => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    theme: parseTheme(get(STORAGE_KEYS.theme)),
    fontScale: parseFontScale(get(STORAGE_KEYS.fontScale)),
    user: parseSession(get(STORAGE_KEYS.user)),
  };
}

function write(key: string, value: string | null): void {
  const store = storage();
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the state still works for this page view.
  }
}

/** The one store of the portal (theme, font scale, read-aloud, session). Created here and nowhere else. */
export const useA11yStore = create<A11yState>()((set, get) => ({
  // The defaults first, the stored choices right below: React hydrates a server-rendered page
  // with the store's *initial* state (zustand's server snapshot), which must be what the server
  // rendered with (no visitor's storage there); the stored state follows in the next render.
  theme: 'Light',
  fontScale: 1,
  user: null,
  speech: false,
  toggleTheme: () => {
    const theme: Theme = get().theme === 'Dark' ? 'Light' : 'Dark';
    write(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  increaseFont: () => {
    const current = get().fontScale;
    if (current >= MAX_FONT_SCALE) return;
    const fontScale = roundScale(current + FONT_STEP) as FontScale;
    write(STORAGE_KEYS.fontScale, String(fontScale));
    set({ fontScale });
  },
  decreaseFont: () => {
    const current = get().fontScale;
    if (current <= MIN_FONT_SCALE) return;
    const fontScale = roundScale(current - FONT_STEP) as FontScale;
    write(STORAGE_KEYS.fontScale, String(fontScale));
    set({ fontScale });
  },
  setSpeech: (speech) => set({ speech }),
  setSession: (session) => {
    write(STORAGE_KEYS.user, JSON.stringify(session));
    set({ user: session });
  },
  clearSession: () => {
    write(STORAGE_KEYS.user, null);
    set({ user: null });
  },
}));

useA11yStore.setState(readPersisted());

/** Re-reads the persisted state; used for the other-tab sync and by tests. */
export function restoreFromStorage(): void {
  useA11yStore.setState(readPersisted());
}

// Another tab changed theme, size or session: follow it, so logging out in one tab logs out all.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) restoreFromStorage();
  });
}
