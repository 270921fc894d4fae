import { describe, expect, it } from 'vitest';
import { applyFieldEdits, type DeckFacts } from './field-edits.ts';
import { factsReadBlock, withCurrentFacts } from './facts-read.ts';
import type { FieldSources } from './contracts/decks.ts';

const facts: DeckFacts = {
  companyName: 'Acme',
  product: 'Payments',
  industry: 'SaaS',
  stage: 'Pre-Seed',
  roundSize: '$2M',
  geography: 'Helsinki, Finland',
  website: 'acme.io',
  keyPeople: 'Anna (CEO)',
  shortDescription: 'Payments for marketplaces',
  executiveSummary: 'Acme builds payments.',
};
const sources: FieldSources = {
  companyName: { status: 'stated', slides: [1] },
  industry: { status: 'inferred', slides: [2, 3] },
  stage: { status: 'assumed', slides: [] },
  roundSize: { status: 'assumed', slides: [] },
};

describe('withCurrentFacts', () => {
  const stored = `${factsReadBlock(facts, sources)}\n\n**Sections covered**: team.`;

  it('reads an edited stage as the investor’s value, not the assumed one it replaced', () => {
    const edit = applyFieldEdits({ facts, fieldSources: sources, fieldHistory: [] }, { stage: 'Seed' }, new Date());
    const current = withCurrentFacts(stored, { ...facts, ...edit.values }, edit.fieldSources);
    expect(current).toContain('- Stage: Seed (edited by the investor)');
    expect(current).not.toContain('Pre-Seed');
    expect(current).toContain('- Round Size: $2M (assumed: the deck does not state it)');
    expect(current).toContain('- Industry: SaaS (inferred from slides 2, 3)');
    expect(current.endsWith('\n\n**Sections covered**: team.')).toBe(true);
  });

  it('leaves a text without the block as it is', () => {
    expect(withCurrentFacts('A model wrote this.', facts, sources)).toBe('A model wrote this.');
  });
});
