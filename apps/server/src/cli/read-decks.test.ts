import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitchDeckSlides } from '../test/factories.ts';
import { makePdf } from '../test/fixtures/documents.ts';
import { runCli } from './main.ts';
import { formatCsv, formatTable, type DeckReport } from './read-decks.ts';

const NOT_A_DECK = [
  'Minutes of the residents meeting\nHeld on 4 March in the community hall of Elm Street 12.',
  'Agenda\n1. Bicycle storage in the basement\n2. Painting the stairwell\n3. Any other business',
  'Decisions\nThe stairwell will be painted in May. Bicycles must be stored in the racks, not in the hall.',
];

describe('pitchscope read', () => {
  let folder: string;
  let profileFile: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-cli-'));
    const decks = path.join(folder, 'decks');
    await mkdir(decks);
    await writeFile(path.join(decks, 'brightloop.pdf'), await makePdf(pitchDeckSlides({ company: 'Brightloop', round: '€1.5M', stage: 'Seed' })));
    await writeFile(path.join(decks, 'minutes.pdf'), await makePdf(NOT_A_DECK));
    await writeFile(path.join(decks, 'notes.txt'), 'not a deck file: left out of the folder');
    profileFile = path.join(folder, 'profile.json');
    await writeFile(profileFile, JSON.stringify({ investmentStages: ['Seed'], investmentFocus: ['Agriculture'], targetGeographies: ['Europe'] }));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, { ...process.env, OCR_ENABLED: 'false' });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('prints, for a folder, each deck file with its verdict, facts and fit as JSON', async () => {
    const { code, out } = await run(['read', path.join(folder, 'decks'), '--json', '--profile', profileFile]);
    expect(code).toBe(0);
    const reports = JSON.parse(out) as DeckReport[];
    expect(reports.map((report) => report.file)).toEqual(['brightloop.pdf', 'minutes.pdf']);

    const [deck, minutes] = reports;
    expect(deck).toMatchObject({ pages: 8, isPitchDeck: true, verdict: { isValid: true } });
    expect(deck!.facts).toMatchObject({ companyName: 'Brightloop', stage: 'Seed' });
    expect(deck!.facts!.roundSize).toContain('1.5');
    expect(deck!.facts!.geography).toContain('Finland');
    expect(deck!.fit!.overallMatch).toMatch(/^(Green|Yellow|Red|Unknown)$/);
    expect(deck!.fit).toMatchObject({ stageFit: 'Green', geographyFit: 'Green' });
    expect(deck!.fit!.rationale.stageFitReason).toContain('Seed');

    expect(minutes).toMatchObject({ pages: 3, isPitchDeck: false, verdict: { isValid: false }, facts: null, fit: null });
    expect(minutes!.verdict.reasoning.length).toBeGreaterThan(0);
  });

  it('rates no fit without a profile, and refuses a command it does not know', async () => {
    const { code, out } = await run(['read', path.join(folder, 'decks', 'brightloop.pdf'), '--json']);
    expect(code).toBe(0);
    const [deck] = JSON.parse(out) as DeckReport[];
    expect(deck).toMatchObject({ file: 'brightloop.pdf', isPitchDeck: true, fit: null });

    const refused = await run(['scan', folder]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('Usage: pitchscope read');
  });
});

describe('the table and CSV of pitchscope read', () => {
  const reports: DeckReport[] = [
    {
      file: 'acme.pdf',
      pages: 10,
      isPitchDeck: true,
      verdict: { isValid: true, reasoning: 'Has problem, solution, team' },
      facts: {
        companyName: 'Acme, Inc.',
        product: 'Anvils',
        industry: 'Manufacturing',
        stage: 'Seed',
        roundSize: '$2M',
        geography: 'Berlin, Germany',
        website: '',
        keyPeople: '',
        shortDescription: '',
        executiveSummary: '',
      },
      fit: null,
    },
    { file: 'broken.pdf', pages: 0, isPitchDeck: false, verdict: { isValid: false, reasoning: 'Not read: "damaged"' }, facts: null, fit: null, error: 'damaged' },
  ];

  it('lines up one row per file under a header, with the totals', () => {
    const lines = formatTable(reports).split('\n');
    expect(lines[0]).toMatch(/^file\s+deck\s+company\s+industry\s+stage\s+round\s+geography\s+fit$/);
    expect(lines[2]).toMatch(/^acme\.pdf\s+yes\s+Acme, Inc\.\s+Manufacturing\s+Seed\s+\$2M\s+Berlin, Germany$/);
    expect(lines[3]).toMatch(/^broken\.pdf\s+unread$/);
    expect(lines.at(-1)).toBe('2 files: 1 decks, 0 not decks, 1 unread');
  });

  it('quotes CSV fields that hold commas or quotes', () => {
    expect(formatCsv(reports).split('\n')).toEqual([
      'file,deck,company,industry,stage,round,geography,fit,reasoning',
      'acme.pdf,yes,"Acme, Inc.",Manufacturing,Seed,$2M,"Berlin, Germany",,"Has problem, solution, team"',
      'broken.pdf,unread,,,,,,,"Not read: ""damaged"""',
    ]);
  });
});
