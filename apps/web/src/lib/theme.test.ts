import { afterEach, describe, expect, it } from 'vitest';
import { applyResolvedTheme, parseThemePreference, resetThemeStoreForTests, resolveTheme, setThemePreference, THEME_STORAGE_KEY } from './theme';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
  resetThemeStoreForTests();
});

describe('resolveTheme', () => {
  it('follows the system for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('lets an explicit choice win over the system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('parseThemePreference', () => {
  it('reads the three choices and treats anything else as "system"', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('DARK')).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
  });
});

describe('setThemePreference', () => {
  it('stores an explicit choice, forgets it for "system", and applies the dark class', () => {
    setThemePreference('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    setThemePreference('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    setThemePreference('system'); // jsdom's matchMedia reports a light system
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('sets the colour scheme so native controls match', () => {
    applyResolvedTheme('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyResolvedTheme('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
