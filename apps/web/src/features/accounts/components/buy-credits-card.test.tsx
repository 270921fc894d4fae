import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { BuyCreditsCard } from '@/features/accounts/components/buy-credits-card';
import { renderPage } from '@/test/render-page';

afterEach(() => act(() => resetToasts()));

function shown() {
  return {
    price: screen.getByTestId('price-per-credit').textContent,
    savings: screen.getByTestId('savings').textContent,
    total: screen.getByTestId('total').textContent,
  };
}

describe('BuyCreditsCard', () => {
  it('starts at one credit for $25 with no savings and a bulk hint', () => {
    renderPage(<BuyCreditsCard />);
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    expect(shown()).toEqual({ price: '$25', savings: '$0', total: '$25' });
    expect(screen.getByText('Buy 10 or more to pay $20 per credit.')).toBeInTheDocument();
  });

  it('switches to $20 per credit and shows the savings from 10 credits', () => {
    renderPage(<BuyCreditsCard />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '9' } });
    expect(shown()).toEqual({ price: '$25', savings: '$0', total: '$225' });
    fireEvent.change(input, { target: { value: '10' } });
    expect(shown()).toEqual({ price: '$20', savings: '$50', total: '$200' });
    expect(screen.queryByText(/Buy 10 or more/)).not.toBeInTheDocument();
  });

  it('clamps the quantity to 1..100', () => {
    renderPage(<BuyCreditsCard />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(100);
    expect(shown()).toEqual({ price: '$20', savings: '$500', total: '$2,000' });
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('steps with the buttons and shows "Coming Soon" on purchase', async () => {
    const user = userEvent.setup();
    renderPage(<BuyCreditsCard />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Buy 2 Credits' }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  });
});
