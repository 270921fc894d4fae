import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_EXPORT_COLUMNS } from '@pitchscope/domain/deck-export';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';

/** Splits our own CSV back into records (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  return records;
}

describe('GET /api/decks/export', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp();
    owner = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  it('streams every visible deck of the owner as CSV, page after page, with formulas neutralised', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    // More than one page of the export's keyset reads (200).
    for (let i = 0; i < 205; i++) {
      await insertAnalyzedDeck(t.ctx, owner.id, { companyName: `Deck ${String(i).padStart(3, '0')}`, uploadedAt: new Date(base + i * 60_000) });
    }
    await insertAnalyzedDeck(t.ctx, owner.id, { companyName: '=HYPERLINK("http://evil","click")', uploadedAt: new Date(base - 60_000) });
    await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Hidden Co', hiddenFromUser: true });
    await insertAnalyzedDeck(t.ctx, other.id, { companyName: 'Someone Else' });

    const response = await t.request({ method: 'GET', url: '/api/decks/export?format=csv', user: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pitch-decks-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);

    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual(DECK_EXPORT_COLUMNS.map((column) => column.header));
    expect(rows).toHaveLength(206);
    const companies = rows.map((row) => row[0]);
    expect(companies[0]).toBe('Deck 204'); // newest first
    expect(new Set(companies).size).toBe(206); // no deck twice across pages
    expect(companies).toContain('\'=HYPERLINK("http://evil","click")');
    expect(companies).not.toContain('Hidden Co');
    expect(companies).not.toContain('Someone Else');
    expect(rows[0].at(-1)).toMatch(/\/pitch-decks\/[^/]+$/);
  });

  it('writes the same rows as an Excel workbook', async () => {
    const response = await t.request({ method: 'GET', url: '/api/decks/export?format=xlsx', user: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pitch decks')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Company');
    expect(sheet.rowCount).toBe(1 + 206);
    expect(sheet.getRow(2).getCell(1).value).toBe('Deck 204');
  });

  it('marks a fact to check "(check)" in CSV and Excel, and plainly once the investor confirms it', async () => {
    const investor = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      companyName: 'Unsure Co',
      fieldSources: { stage: { status: 'stated', slides: [8], confidence: 0.3, evidence: { quote: 'Seed', slide: 8 } } },
    });
    const stageOf = async () => {
      const csv = await t.request({ method: 'GET', url: '/api/decks/export?format=csv', user: investor });
      const [header, ...rows] = parseCsv(csv.body.slice(1));
      const xlsx = await t.request({ method: 'GET', url: '/api/decks/export?format=xlsx', user: investor });
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const column = header.indexOf('Stage');
      return { csv: rows[0]?.[column], xlsx: workbook.getWorksheet('Pitch decks')!.getRow(2).getCell(column + 1).value };
    };
    expect(await stageOf()).toEqual({ csv: 'Seed (check)', xlsx: 'Seed (check)' });
    const confirm = await t.request({ method: 'POST', url: `/api/decks/${deckId}/fields/stage/confirm`, user: investor });
    expect(confirm.statusCode).toBe(200);
    expect(await stageOf()).toEqual({ csv: 'Seed', xlsx: 'Seed' });
  });

  it('exports the round as the library shows it: a currency-less round says so instead of reading as dollars', async () => {
    const investor = await t.signUp();
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'No Currency Co', roundSize: 'raising 150K' });
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Euro Co', roundSize: '€1,500,000' });

    const response = await t.request({ method: 'GET', url: '/api/decks/export?format=csv', user: investor });
    const [header, ...rows] = parseCsv(response.body.slice(1));
    const round = header.indexOf('Round size');
    const roundOf = (company: string) => rows.find((row) => row[0] === company)?.[round];
    expect(roundOf('No Currency Co')).toBe('150K (currency not stated)');
    expect(roundOf('Euro Co')).toBe('€1.5M');
  });

  it('refuses an unknown format and visitors', async () => {
    expect((await t.request({ method: 'GET', url: '/api/decks/export?format=pdf', user: owner })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/decks/export' })).statusCode).toBe(401);
  });
});
