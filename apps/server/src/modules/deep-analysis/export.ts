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
import { markdownLineToPlain } from './plain-text.ts';

export type ExportFormat = 'md' | 'json' | 'pdf';

/** A finished analysis as one Markdown document: the report, then the supporting analyses. */
export function analysisToMarkdown(deck: Deck, analysis: DeepAnalysis): string {
  // Each fact as every view prints it: its value now, marked when the deck does not plainly state it.
  const fact = (field: MetadataField, value: string, missing: string) => factText(value, factStateOf(deck, field)) ?? missing;
  const edited = analysis.factsEditedSince ?? [];
  const parts = [
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
  return parts.join('\n\n') + '\n';
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

// The standard PDF fonts only encode WinAnsi; anything else (emoji, Cyrillic) would make pdf-lib throw.
const WIN_ANSI = /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g;

/** A plain, readable PDF of the Markdown export (headings bold, text wrapped, pages numbered). */
export async function analysisToPdf(deck: Deck, analysis: DeepAnalysis): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${deck.companyName} — Deep Analysis`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  const width = 595 - margin * 2;
  let page = pdf.addPage([595, 842]);
  let y = 842 - margin;

  const write = (text: string, size: number, font = regular) => {
    const words = text.replace(WIN_ANSI, '?').split(/\s+/).filter(Boolean);
    let line = '';
    const flush = () => {
      if (y < margin + size) {
        page = pdf.addPage([595, 842]);
        y = 842 - margin;
      }
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

  for (const raw of analysisToMarkdown(deck, analysis).split('\n')) {
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
  return pdf.save();
}
