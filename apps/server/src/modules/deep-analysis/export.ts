import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Deck, MetadataField } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis, SupportingTextKind } from '@pitchscope/domain/contracts/deep-analysis';
import {
  FACTS_EDITED_SINCE_HEADING,
  factEditedSinceLine,
  factsEditedSinceHeading,
  factsEditedSinceIntro,
} from '@pitchscope/domain/facts-edited-since';
import { factStateOf, factText } from '@pitchscope/domain/field-sources';
import { formatDeckDate } from '@pitchscope/domain/format';
import { formatRoundSize } from '@pitchscope/domain/round-size';
import { fitMatchLabel } from '@pitchscope/domain/investor-fit';
import { FIT_MESSAGES } from '@pitchscope/domain/messages';
import type { DeckFiguresResponse } from '@pitchscope/domain/figures/figure';
import { figureSeries } from '@pitchscope/domain/figures/series';
import { markdownLineToPlain, toWinAnsi } from './plain-text.ts';
import { drawNumberChart, NUMBERS_SECTION_HEADING, NUMBERS_SECTION_INTRO, planNumberChart } from './number-charts-pdf.ts';

export type ExportFormat = 'md' | 'json' | 'pdf';

/** The export's Markdown blocks: the report, and the supporting analyses after it. */
function markdownParts(deck: Deck, analysis: DeepAnalysis): { report: string[]; supporting: string[] } {
  // Each fact as every view prints it: its value now, marked when the deck does not plainly state it.
  const fact = (field: MetadataField, value: string, missing: string) => factText(value, factStateOf(deck, field)) ?? missing;
  const edited = analysis.factsEditedSince ?? [];
  const report = [
    `# ${deck.companyName} — Deep Analysis`,
    [
      fact('industry', deck.industry, 'Industry not specified'),
      fact('stage', deck.stage, 'Stage not specified'),
      fact('roundSize', formatRoundSize(deck.roundSize), 'Round size not specified'),
      fact('geography', deck.geography, 'Location not specified'),
    ].join(' · '),
    `Generated ${formatDeckDate(analysis.generatedAt, '', 'UTC')} by ${analysis.model}`,
    ...(deck.investorFit ? [`${FIT_MESSAGES.overallFitName}: ${fitMatchLabel(deck.investorFit.overallMatch)}`] : []),
    ...(edited.length
      ? [
          `## ${FACTS_EDITED_SINCE_HEADING}`,
          factsEditedSinceIntro(formatDeckDate(analysis.generatedAt, '', 'UTC')),
          edited.map((change) => `- ${factEditedSinceLine(change)}`).join('\n'),
        ]
      : []),
    analysis.rawAnalysis,
  ];
  const parts: string[] = [];
  // Each supporting text with the facts edited since it was written, not since the report (ADR 0048).
  const supporting = (kind: SupportingTextKind, title: string) => {
    const text = analysis[kind];
    if (!text) return;
    const since = analysis.supportingFactsEditedSince?.[kind] ?? [];
    const writtenOn = formatDeckDate(analysis.supportingWrittenAt?.[kind] ?? analysis.generatedAt, '', 'UTC');
    parts.push(`# ${title}`);
    if (since.length) {
      parts.push(
        `## ${factsEditedSinceHeading(kind)}`,
        factsEditedSinceIntro(writtenOn, kind),
        since.map((change) => `- ${factEditedSinceLine(change)}`).join('\n'),
      );
    }
    parts.push(text);
  };
  supporting('dataFreshness', 'Data Freshness');
  supporting('smartQuestions', 'Questions to Ask');
  supporting('newsIntelligence', 'News Intelligence');
  return { report, supporting: parts };
}

/** A finished analysis as one Markdown document: the report, then the supporting analyses. */
export function analysisToMarkdown(deck: Deck, analysis: DeepAnalysis): string {
  const { report, supporting } = markdownParts(deck, analysis);
  return [...report, ...supporting].join('\n\n') + '\n';
}

export function analysisToJson(deck: Deck, analysis: DeepAnalysis): string {
  const { id, companyName, product, industry, stage, roundSize, geography, investorFit, fieldSources } = deck;
  const investorFitLabel = fitMatchLabel(investorFit?.overallMatch);
  return JSON.stringify(
    {
      deck: { id, companyName, product, industry, stage, roundSize, geography, investorFit, investorFitLabel, fieldSources },
      analysis,
    },
    null,
    2,
  );
}

const PAGE_SIZE: [number, number] = [595, 842];

/**
 * A plain, readable PDF of the Markdown export (headings bold, text wrapped, pages numbered), with the
 * deck's numbers as charts between the report and the supporting analyses.
 */
export async function analysisToPdf(deck: Deck, analysis: DeepAnalysis, figures: DeckFiguresResponse): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${deck.companyName} — Deep Analysis`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  const width = PAGE_SIZE[0] - margin * 2;
  let page = pdf.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - margin;

  /** Starts a new page unless `height` more fits on this one. */
  const makeRoom = (height: number) => {
    if (y - height >= margin) return;
    page = pdf.addPage(PAGE_SIZE);
    y = PAGE_SIZE[1] - margin;
  };

  const write = (text: string, size: number, font = regular) => {
    const words = toWinAnsi(text).split(/\s+/).filter(Boolean);
    let line = '';
    const flush = () => {
      makeRoom(size);
      page.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size * 1.45;
      line = '';
    };
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) flush();
      line = line ? `${line} ${word}` : word;
    }
    if (line) flush();
  };

  const writeMarkdown = (blocks: string[]) => {
    for (const raw of blocks.join('\n\n').split('\n')) {
      const text = raw.trim();
      if (!text) {
        y -= 6;
        continue;
      }
      const heading = /^(#{1,4})\s+(.*)$/.exec(text);
      const plain = markdownLineToPlain(heading ? heading[2] : text);
      if (plain === null) continue;
      if (heading) {
        y -= 6;
        write(plain, heading[1].length === 1 ? 16 : 13, bold);
      } else {
        write(plain, 10);
      }
    }
  };

  const writeNumbers = () => {
    const series = figures.ledger ? figureSeries(figures.ledger.figures, figures.findings) : [];
    if (series.length === 0) return;
    const charts = series.map((one) => planNumberChart(one, { regular, bold }, width));
    y -= 12;
    // The heading stays with the first chart.
    makeRoom(13 * 1.45 + 10 * 1.45 * 2 + charts[0].height);
    write(NUMBERS_SECTION_HEADING, 13, bold);
    write(NUMBERS_SECTION_INTRO, 10);
    for (const chart of charts) {
      y -= 10;
      makeRoom(chart.height);
      drawNumberChart(page, chart, { regular, bold }, margin, y, width);
      y -= chart.height;
    }
    // Clear of the last note's descenders before the next heading.
    y -= 12;
  };

  const { report, supporting } = markdownParts(deck, analysis);
  writeMarkdown(report);
  writeNumbers();
  if (supporting.length) {
    y -= 6;
    writeMarkdown(supporting);
  }
  return pdf.save();
}
