import { useA11yStore } from '@sello/shared-a11y';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

// What an applicant typed in a step and has not saved stays in this tab (sessionStorage) until it
// is saved, discarded with Cancelar or the session ends (below): a header link, Back or a reload no longer
// throw it away (WCAG 3.3.7, Redundant Entry). Only Cancelar can ask first: the shell's router
// (BrowserRouter) gives a remote no way to hold a navigation, so the input is kept instead.
// Keyed by the signed-in person, so someone else signing in on the same tab never sees it.

/** The steps with typed fields, by the name of their part of the wizard's draft. */
export const KEPT_STEPS = ['institution', 'repLegal', 'encargado'] as const;
export type KeptStep = (typeof KEPT_STEPS)[number];

const PREFIX = 'sello-paso-sin-guardar:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: the input is not kept, as before.
    return null;
  }
}

/** The signed-in person's part of the slots' names, or null when nobody is signed in. */
function ownPrefix(): string | null {
  const user = useA11yStore.getState().user?.user;
  const who = user?.id ?? user?.run ?? user?.email;
  return who === undefined ? null : `${PREFIX}${who}:`;
}

function keyOf(step: KeptStep): string | null {
  const own = ownPrefix();
  return own === null ? null : `${own}${step}`;
}

/** Saved or discarded: the step's kept input is no longer needed. */
export function forgetKeptInput(step: KeptStep): void {
  const key = keyOf(step);
  if (key) storage()?.removeItem(key);
}

/** Drops every slot but those of `keep` (a person's prefix; null drops them all). */
function forgetAllBut(keep: string | null): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX) && !(keep && key.startsWith(keep))) store.removeItem(key);
}

// The session ending (signing out here or in another tab, which the store follows, or expiring)
// leaves nothing typed behind in a tab that has the wizard loaded. A tab where it was not loaded
// keeps its slots for the person who typed them, until it is closed or the wizard opens a step there
// for someone else, which drops them (below): they are never shown to anyone else.
useA11yStore.subscribe((state, previous) => {
  if (previous.user && !state.user) forgetAllBut(null);
});

/**
 * Puts back what was typed in `step` and not saved (only the fields that differ from the saved
 * values), then keeps every change. True once something was put back, for the page to say so.
 */
export function useKeptInput<T extends FieldValues, C, R>(form: UseFormReturn<T, C, R>, step: KeptStep): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const key = keyOf(step);
    const store = storage();
    if (!key || !store) return undefined;
    // Whatever someone else left in this tab goes (see the sign-out above).
    forgetAllBut(ownPrefix());
    const kept = readKept(store.getItem(key));
    const current: Record<string, unknown> = form.getValues();
    const changed = Object.entries(kept).filter(([field, value]) => field in current && current[field] !== value);
    for (const [field, value] of changed) form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    if (changed.length > 0) setRestored(true);
    const subscription = form.watch((values) => {
      const saved: Record<string, unknown> = form.formState.defaultValues ?? {};
      const typed = Object.entries(values).filter(([field, value]) => typeof value === 'string' && value !== saved[field]);
      if (typed.length > 0) store.setItem(key, JSON.stringify(Object.fromEntries(typed)));
      else store.removeItem(key);
    });
    return () => subscription.unsubscribe();
  }, [form, step]);
  return restored;
}

/** The kept fields (text only); anything else in the slot is ignored. */
function readKept(raw: string | null): Record<string, string> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Said above a step's fields when what was typed there before has been put back. */
export const KEPT_INPUT_MESSAGE = 'Recuperamos lo que escribiste en este paso y aún no guardaste.';
