import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from '@/features/accounts/components/public-header';
import { buildMe } from '@/test/factories';
import { renderPage } from '@/test/render-page';

describe('PublicHeader', () => {
  it("sends visitors to the pricing page's questions, not to a sign-in wall", () => {
    renderPage(<PublicHeader />, { me: null });
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/pricing#pricing-faq');
  });

  it('sends a signed-in user to the FAQ page', () => {
    renderPage(<PublicHeader />, { me: buildMe() });
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });
});
