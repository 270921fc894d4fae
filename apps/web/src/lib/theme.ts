import * as React from 'react';

/**
 * Light, dark or the system's choice (prefers-color-scheme). The choice is kept in localStorage under
 * THEME_STORAGE_KEY; public/theme-init.js reads the same key and applies the `dark` class on <html>
 * before the first paint (an external file, as the CSP allows no inline script), and this module keeps
 * it up to date afterwards, following the system live while the choice is "system".
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** Keep in sync with public/theme-init.js. */
export const THEME_STORAGE_KEY = 'pitchscope-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The theme to show: an explicit choice wins; "system" follows the operating system. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** A stored value that is missing or not one of the choices (edited by hand, older version) means "system". */
export function parseThemePreference(value: unknown): ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value) ? (value as ThemePreference) : 'system';
}

function readStoredPreference(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage blocked (privacy mode): follow the system
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function applyResolvedTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement) {
  if (root.classList.contains('dark') === (theme === 'dark') && root.style.colorScheme === theme) return;
  // Switch in one step: without this, every element with a colour transition fades on its own schedule.
  const freeze = document.createElement('style');
  freeze.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(freeze);
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  void getComputedStyle(root).color; // apply the new colours while transitions are off
  requestAnimationFrame(() => freeze.remove());
}

// A tiny external store: every toggle on the page (sidebar, settings) shares one preference.
const listeners = new Set<() => void>();
let current: ThemePreference | undefined;

function getPreference(): ThemePreference {
  current ??= readStoredPreference();
  return current;
}

function notify() {
  applyResolvedTheme(resolveTheme(getPreference(), systemPrefersDark()));
  for (const listener of listeners) listener();
}

export function setThemePreference(preference: ThemePreference) {
  current = preference;
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not stored: the choice still applies until the page is reloaded.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Normally a no-op (public/theme-init.js got there first); it matters if that script did not run.
  applyResolvedTheme(resolveTheme(getPreference(), systemPrefersDark()));
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = parseThemePreference(event.newValue);
    notify();
  };
  media?.addEventListener('change', notify);
  window.addEventListener('storage', onStorage); // another tab changed it
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored preference and a setter; the page's theme follows it (and the system, for "system"). */
export function useTheme(): { preference: ThemePreference; setPreference: (preference: ThemePreference) => void } {
  const preference = React.useSyncExternalStore(subscribe, getPreference, () => 'system' as const);
  return { preference, setPreference: setThemePreference };
}

/** For tests: forget the cached preference so the next read comes from storage. */
export function resetThemeStoreForTests() {
  current = undefined;
}
