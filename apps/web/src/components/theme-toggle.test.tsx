import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetThemeStoreForTests, THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
  resetThemeStoreForTests();
});

describe('ThemeToggle', () => {
  it('starts on System when nothing is stored', () => {
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the stored choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the page to dark and back, and every toggle on the page agrees', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle />
        <ThemeToggle compact />
      </>,
    );
    const [fullDark, compactDark] = screen.getAllByRole('button', { name: 'Dark' });
    await user.click(fullDark!);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(compactDark).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getAllByRole('button', { name: 'Light' })[1]!);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(fullDark).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: 'Light' })[0]).toHaveAttribute('aria-pressed', 'true');
  });
});
