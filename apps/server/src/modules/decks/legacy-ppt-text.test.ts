import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckContent } from '@pitchscope/domain/contracts/decks';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadAndWait } from '../../test/factories.ts';
import { CHART_DECK, makeChartPpt } from '../../test/fixtures/legacy-ppt.ts';
import { detectSoffice } from '../../platform/extraction/office-to-pdf.ts';

const soffice = detectSoffice(undefined).path;

/**
 * Issue #18: a legacy .ppt whose records give little text is read from its LibreOffice conversion too,
 * so what the investor sees on the slide (here a chart) reaches the deck's text and its analysis.
 */
describe.skipIf(!soffice)(
  `uploading a legacy PPT with a chart slide${soffice ? '' : ' (skipped: soffice not installed; apt-get install libreoffice-impress)'}`,
  () => {
    let t: TestApp;
    let investor: TestUser;
    let dir: string;
    let ppt: Uint8Array;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'legacy-ppt-upload-'));
      // LibreOffice saves the fixture in its own process while the app starts in this one.
      [ppt, t] = await Promise.all([
        makeChartPpt(soffice!, dir, pitchDeckSlides({ company: 'Brightloop', story: 0 })),
        createTestApp({ workers: true }),
      ]);
      investor = await t.signUp({ name: 'Ivy Investor' });
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it("puts the chart's text on its slide in the deck content", async () => {
      const done = await uploadAndWait(t, investor, 'chart-deck.ppt', ppt);
      expect(done, done.error ?? '').toMatchObject({ status: 'completed' });
      const response = await t.request({ method: 'GET', url: `/api/decks/${done.deckId}/content`, user: investor });
      const content = response.json() as DeckContent;
      // The eight slides of the deck, with the chart as slide 2.
      expect(content.pages).toHaveLength(9);
      expect(content.pages[1]!.rawText).toContain(CHART_DECK.chartTitle);
      expect(content.pages[2]!.rawText).toMatch(/^The Problem/);
      expect(content.rawContent).toContain(CHART_DECK.chartLabels[2]);
    }, 180_000);
  },
);
