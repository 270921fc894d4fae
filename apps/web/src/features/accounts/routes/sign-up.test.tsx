import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import SignUpPage from '@/features/accounts/routes/sign-up';
import { mockFetch, renderPage } from '@/features/accounts/testing/render';

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('Sign-up page', () => {
  it('has one top-level heading naming the page', () => {
    mockFetch(() => ({ googleEnabled: false }));
    renderPage(<SignUpPage />, { me: null });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Create your account');
  });
});
