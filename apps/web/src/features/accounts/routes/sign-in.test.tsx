import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, FORM_MESSAGES } from '@pitchscope/domain/messages';
import { resetToasts } from '@/hooks/use-toast';
import SignInPage from '@/features/accounts/routes/sign-in';
import { buildMe } from '@/test/factories';
import { jsonResponse, mockFetch, renderPage } from '@/test/render-page';

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('Sign-in page', () => {
  it('shows the hero, the stat tiles and the sign-in card', () => {
    mockFetch(() => ({ googleEnabled: true }));
    renderPage(<SignInPage />, { me: null });
    expect(screen.getByRole('heading', { name: 'Investment Intelligence Beyond Analysis' })).toBeInTheDocument();
    for (const text of ['Industry KPI Benchmarking', 'Investment Thesis Alignment', 'Smart Follow-Up Questions', 'News Intelligence']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('20 min')).toBeInTheDocument();
    expect(screen.getByText('50+ KPIs')).toBeInTheDocument();
    expect(screen.getByText('10K+ decks')).toBeInTheDocument();
    expect(screen.getByText('Start Analyzing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/© 2025 .* All rights reserved/)).toBeInTheDocument();
  });

  it('asks for both fields before signing in', async () => {
    const { calls } = mockFetch(() => ({ googleEnabled: true }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, { me: null });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter both email and password').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.url.includes('/auth/sign-in'))).toBe(false);
  });

  it('marks the empty field, with the spec message under it', async () => {
    mockFetch(() => ({ googleEnabled: true }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, { me: null });
    await user.type(screen.getByLabelText('Email'), 'anna@fund.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(FORM_MESSAGES.signInMissing.message);
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('says an unknown email at the email field and a wrong password at the password field', async () => {
    let answer = jsonResponse({ code: 'USER_NOT_FOUND', message: 'User not found' }, 401);
    mockFetch((call) => (call.url === '/api/auth/sign-in/email' ? answer : { googleEnabled: true }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, { me: null });
    await user.type(screen.getByLabelText('Email'), 'nobody@fund.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(AUTH_ERRORS.userNotFound.message);

    answer = jsonResponse({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 401);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(AUTH_ERRORS.wrongPassword.message);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('signs in and goes to the deck list when the profile has a focus', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/auth/sign-in/email') return { token: 't' };
      if (call.url === '/api/me') return buildMe();
      return { googleEnabled: true };
    });
    const user = userEvent.setup();
    const { router } = renderPage(<SignInPage />, { me: null });
    await user.type(screen.getByLabelText('Email'), 'anna@fund.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pitch-decks'));
    expect(calls.find((call) => call.url === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'anna@fund.com',
      password: 'secret123',
    });
  });

  it('maps a Better Auth failure to the spec message', async () => {
    mockFetch((call) => {
      if (call.url === '/api/auth/sign-in/email') {
        return jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      }
      return { googleEnabled: true };
    });
    const user = userEvent.setup();
    renderPage(<SignInPage />, { me: null });
    await user.type(screen.getByLabelText('Email'), 'anna@fund.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(screen.getByText('The authentication credential is invalid. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Not saying which of the two was wrong, it stays off the fields.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the not-configured alert for Google, and "Try Again" shows a Retrying toast', async () => {
    const { calls } = mockFetch(() => ({ googleEnabled: false }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, { me: null });
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/auth-config')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Authentication Not Configured')).toBeInTheDocument();
    expect(screen.getByText('GOOGLE_CLIENT_ID')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Retrying')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/auth-config')).toHaveLength(2);
  });
});
