import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, FORM_MESSAGES } from '@pitchscope/domain/messages';
import { SIGNUP_REDIRECT_MS } from '@pitchscope/domain/constants';
import { resetToasts } from '@/hooks/use-toast';
import SignUpPage from '@/features/accounts/routes/sign-up';
import { buildMe } from '@/test/factories';
import { jsonResponse, mockFetch, renderPage, type FetchCall } from '@/test/render-page';

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const signUpCalls = (calls: FetchCall[]) => calls.filter((call) => call.url === '/api/auth/sign-up/email');

/** Answers the auth config and, for the sign-up call, `answer`. */
function serverAnswering(answer: () => unknown) {
  return mockFetch((call) => {
    if (call.url === '/api/auth/sign-up/email') return answer();
    if (call.url === '/api/me') return buildMe({ investorProfile: null });
    return { googleEnabled: false };
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, { terms = true } = {}) {
  await user.type(screen.getByLabelText('Full name'), 'Anna Virtanen');
  await user.type(screen.getByLabelText('Email'), 'anna@fund.com');
  await user.type(screen.getByLabelText('Password'), 'harbour-lantern-47');
  if (terms) await user.click(screen.getByRole('checkbox'));
}

describe('Sign-up page', () => {
  it('has one top-level heading naming the page', () => {
    mockFetch(() => ({ googleEnabled: false }));
    renderPage(<SignUpPage />, { me: null });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Create your account');
  });

  it('marks each empty required field with the spec message under it, and sends nothing', async () => {
    const { calls } = serverAnswering(() => ({}));
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { me: null });
    await user.type(screen.getByLabelText('Email'), 'anna@fund.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    for (const label of ['Full name', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.signUpMissing.message));
    }
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Company (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it('says at the checkbox that the terms must be accepted', async () => {
    const { calls } = serverAnswering(() => ({}));
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { me: null });
    await fillForm(user, { terms: false });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const terms = screen.getByRole('checkbox');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(FORM_MESSAGES.termsRequired.message);
    expect(signUpCalls(calls)).toHaveLength(0);

    await user.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
  });

  it('says a too short password under the password field', async () => {
    const { calls } = serverAnswering(() => ({}));
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { me: null });
    await user.type(screen.getByLabelText('Full name'), 'Anna Virtanen');
    await user.type(screen.getByLabelText('Email'), 'anna@fund.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(AUTH_ERRORS.weakPassword.message));
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it('puts a taken email at the email field, and a refused password at the password field', async () => {
    let answer = jsonResponse({ code: 'USER_ALREADY_EXISTS', message: 'User already exists' }, 422);
    serverAnswering(() => answer);
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { me: null });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(AUTH_ERRORS.emailAlreadyInUse.message);
    expect(email).toHaveFocus();

    // Editing the field clears its message; the next refusal names the password.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    answer = jsonResponse({ code: 'PASSWORD_TOO_COMMON', message: AUTH_ERRORS.commonPassword.message }, 400);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(AUTH_ERRORS.commonPassword.message));
  });

  it('puts the server refusing a missing name (NAME_REQUIRED) at the name field', async () => {
    serverAnswering(() => jsonResponse({ code: 'NAME_REQUIRED', message: FORM_MESSAGES.signUpMissing.message }, 400));
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { me: null });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const name = screen.getByLabelText('Full name');
    await vi.waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(FORM_MESSAGES.signUpMissing.message);
  });

  it('takes the "Account created" toast away when it leaves for the profile setup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serverAnswering(() => ({ token: 't' }));
    renderPage(<SignUpPage />, { me: null });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Anna Virtanen' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@fund.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'harbour-lantern-47' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGNUP_REDIRECT_MS);
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/settings');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
  });
});
