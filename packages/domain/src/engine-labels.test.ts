import { describe, expect, it } from 'vitest';
import { engineLabelsOf, engineLabelsTsv, type DeckForLabels } from './engine-labels.ts';

function buildDeck(overrides: Partial<DeckForLabels> = {}): DeckForLabels {
  return {
    textSha256: 'ab'.repeat(32),
    fileName: 'pitch.pdf',
    values: { companyName: 'Brightloop', industry: 'Energy / Cleantech', stage: 'Seed', roundSize: '€1.5M', geography: 'Helsinki, Finland' },
    fieldSources: { companyName: { status: 'stated', slides: [1] }, stage: { status: 'assumed', slides: [] } },
    addedAnyway: false,
    ...overrides,
  };
}

describe('engineLabelsOf', () => {
  it('teaches nothing from a deck nobody corrected', () => {
    expect(engineLabelsOf(buildDeck())).toBeNull();
  });

  it("labels only the facts the investor edited or confirmed, an emptied one as 'unknown'", () => {
    const row = engineLabelsOf(
      buildDeck({
        values: { companyName: 'Brightloop Oy', industry: 'Energy / Cleantech', stage: 'Seed', roundSize: '', geography: 'Helsinki, Finland' },
        fieldSources: {
          companyName: { status: 'user', slides: [] },
          roundSize: { status: 'user', slides: [] },
          stage: { status: 'stated', slides: [8] },
        },
      }),
    );
    expect(row).toEqual({
      file: 'abababababab-pitch.pdf',
      sha256: 'ab'.repeat(32),
      isPitchDeck: '',
      labels: { company_name: 'Brightloop Oy', round_size: 'unknown' },
    });
  });

  it('takes "add anyway" as the investor saying the document is a pitch deck', () => {
    expect(engineLabelsOf(buildDeck({ addedAnyway: true }))).toMatchObject({ isPitchDeck: 'yes', labels: {} });
  });
});

describe('engineLabelsTsv', () => {
  it("writes the corpus's columns, blank where there is no label, and keeps tabs and line breaks out of cells", () => {
    const tsv = engineLabelsTsv([
      { file: 'x-a.pdf', sha256: 'x', isPitchDeck: 'yes', labels: { company_name: 'Acme\tLabs', location: 'Oslo,\nNorway' } },
    ]);
    const [header, line] = tsv.trimEnd().split('\n');
    expect(header!.split('\t')).toEqual(['file', 'is_pitch_deck', 'company_name', 'industry', 'stage', 'round_size', 'location', 'sha256', 'source']);
    expect(line!.split('\t')).toEqual(['x-a.pdf', 'yes', 'Acme Labs', '', '', '', 'Oslo, Norway', 'x', 'investor correction']);
  });
});
