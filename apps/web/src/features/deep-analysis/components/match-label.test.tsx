import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { FitColor } from '@pitchscope/domain/contracts/decks';
import { fitMatchLabel } from '@pitchscope/domain/investor-fit';
import { matchIndicator } from '@pitchscope/domain/match-indicator';
import { buildDeck, buildMe } from '../test/factories';
import { DeepAnalysisHeader } from './deep-analysis-header';
import { InvestmentCriteriaCard } from './investment-criteria-card';
import { InvestorFitBlock } from './investor-fit-block';

const COLORS: FitColor[] = ['Green', 'Yellow', 'Red', 'Unknown'];

function deckWith(overallMatch: FitColor) {
  const deck = buildDeck();
  return buildDeck({ investorFit: { ...deck.investorFit!, overallMatch } });
}

describe('one match label per deck on the deep-analysis surfaces', () => {
  it.each(COLORS)(
    'shows the overall fit %s as its match label in the Analysis list, the header and the criteria card',
    (color) => {
      const deck = deckWith(color);
      const label = fitMatchLabel(color)!;
      const match = matchIndicator(deck, buildMe().investorProfile);

      const { unmount } = render(<InvestorFitBlock fit={deck.investorFit} />);
      expect(
        within(screen.getByRole('region', { name: 'Investor fit' })).getByText(label),
      ).toBeInTheDocument();
      unmount();

      render(
        <MemoryRouter>
          <DeepAnalysisHeader deck={deck} backTo="/dashboard" match={match} />
          <InvestmentCriteriaCard fit={deck.investorFit} />
        </MemoryRouter>,
      );
      // Header and criteria card: the same label, and no other overall label anywhere.
      expect(screen.getAllByText(label)).toHaveLength(2);
      for (const other of COLORS.filter((c) => c !== color)) {
        expect(screen.queryByText(fitMatchLabel(other)!)).not.toBeInTheDocument();
      }
      // The indicator is there too, under its own name, never as "… Match".
      expect(screen.getByText(match.text)).toBeInTheDocument();
      expect(match.text).not.toMatch(/Match/);
      for (const element of screen.queryAllByText(/Match$/)) expect(element).toHaveTextContent(label);
    },
  );

  it('reads an Unknown criterion as "Not stated in the deck" in the Analysis list and the criteria card', () => {
    const deck = buildDeck();
    const fit = { ...deck.investorFit!, stageFit: 'Unknown' as const };
    const { unmount } = render(<InvestorFitBlock fit={fit} />);
    expect(screen.getByText(': Not stated in the deck')).toBeInTheDocument();
    unmount();
    render(<InvestmentCriteriaCard fit={fit} />);
    expect(screen.getByText('Not stated in the deck')).toBeInTheDocument();
  });
});
