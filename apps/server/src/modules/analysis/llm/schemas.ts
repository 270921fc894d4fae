import { z } from 'zod';
import { CONFIDENCE_LEVELS, INDUSTRIES, STAGES, TIERS, VERDICTS } from '@pitchscope/domain/constants';

/**
 * The structured answers the model must give (sent as a JSON schema; the answer is validated against
 * the same schema, so a malformed answer is never stored). Every property is required and nothing is
 * optional, which is what strict structured-output modes (OpenAI-compatible servers, Gemini) accept;
 * "not found" is said with a value of "Not specified" and status not_found. No numeric or length
 * constraints appear in the schemas because some providers reject those keywords: the provider checks
 * them after validation instead.
 */

export const NOT_SPECIFIED = 'Not specified';

const sourceStatus = z
  .enum(['stated', 'inferred', 'not_found'])
  .describe('stated: written in the deck; inferred: deduced from what the deck says; not_found: not in the deck');

const slides = z
  .array(z.number())
  .describe('1-based numbers of the slides the value rests on (the "--- Slide N ---" markers); [] when not_found');

/**
 * Asked of the model (required in the schema sent), but an answer without it is read as sure: a model
 * or a stored prompt from before it existed still gives valid metadata, and its facts stay confident.
 */
const unsure = z
  .preprocess((value) => value ?? false, z.boolean())
  .describe(
    'true when the deck is ambiguous about the value (it may be a past or planned round, a customer\'s name, a branch office); false when it states it plainly',
  );

function sourced<T extends z.ZodType<string>>(value: T) {
  return z.object({ value, status: sourceStatus, slides, unsure });
}

const text = (description: string) => z.string().describe(`${description} "${NOT_SPECIFIED}" when the deck does not say.`);

const industryValues: [string, ...string[]] = [NOT_SPECIFIED, ...INDUSTRIES.filter((industry) => industry !== 'Industry Agnostic')];
const stageValues: [string, ...string[]] = [NOT_SPECIFIED, ...STAGES.filter((stage) => stage !== 'Stage Agnostic')];

/** Metadata (spec deep-analysis-admin §3 "Metadata output fields", pitch-deck-handling §3.4), with sources per field. */
export const metadataAnswerSchema = z.object({
  companyName: sourced(text('COMPANY_NAME: the company name as written in the deck.')),
  product: sourced(text("The company's main product or service, in a few words.")),
  industry: sourced(z.enum(industryValues).describe('INDUSTRY: the industry of the company\'s own product and revenue.')),
  stage: sourced(z.enum(stageValues).describe('FUNDING_STAGE: the stage of the round being raised.')),
  roundSize: sourced(text('ROUND_SIZE: the amount raised now, like "$500K", "$2M" or "€1.5M"; not past rounds or valuation.')),
  geography: sourced(text('LOCATION: headquarters as "City, Country".')),
  website: sourced(text('WEBSITE: the company website domain.')),
  keyPeople: sourced(text('KEY_PEOPLE: founders and executives as "Name (Role)", separated by semicolons.')),
  shortDescription: sourced(text('SHORT_DESCRIPTION: what the company does, at most 12 words, factual.')),
  executiveSummary: sourced(text('EXECUTIVE_SUMMARY: 3 to 5 neutral sentences using only facts in the deck.')),
  teamSize: text('Number of people in the team, as stated.'),
  revenue: text('Current revenue, ARR or MRR with its period, as stated.'),
  foundedYear: text('Year the company was founded, as four digits.'),
  keyMetrics: z.array(z.string()).describe('Up to 5 key traction or financial metrics as "metric: value"; [] when none.'),
  competitorsListed: z.array(z.string()).describe('Up to 5 competitors named in the deck; [] when none.'),
});
export type MetadataAnswer = z.infer<typeof metadataAnswerSchema>;

/** Validation (spec deep-analysis-admin §3 "Validation output": VALIDATION_RESULT yes/no and REASONING). */
export const validationAnswerSchema = z.object({
  isValid: z.boolean().describe('VALIDATION_RESULT: true for yes (it is a pitch deck), false for no.'),
  reasoning: z.string().describe('REASONING: one or two sentences naming the sections found or missing.'),
});
export type ValidationAnswer = z.infer<typeof validationAnswerSchema>;

const fitColor = z.enum(['Green', 'Yellow', 'Red']);

/** Investor fit (spec pitch-deck-handling §3.2), in the shape the default investor-fit prompt asks for. */
export const investorFitAnswerSchema = z.object({
  investorFit: z.object({
    overallMatch: fitColor,
    stageFit: fitColor,
    checkSizeFit: fitColor,
    sectorAlignment: fitColor,
    geographyFit: fitColor,
    rationale: z.object({
      stageFitReason: z.string(),
      checkSizeReason: z.string(),
      sectorReason: z.string(),
      geographyReason: z.string(),
    }),
  }),
  overallPriority: z.enum(['HIGH', 'MEDIUM', 'LOW', 'PASS']),
  thesisAlignment: z.string().describe('One sentence on how the company relates to the investment thesis.'),
});
export type InvestorFitAnswer = z.infer<typeof investorFitAnswerSchema>;

/** The report's level-2 sections a claim can stand in (the deep-research prompt's headings). */
export const DEEP_RESEARCH_SECTIONS = [
  'Executive Summary',
  'Critical Analysis',
  'Holistic Due Diligence',
  'Industry-Specific Insights',
  'Strengths and Weaknesses',
  'Risks and Uncertainties',
  'Contextualization',
  'Initial Verdict',
] as const;

/**
 * One statement of the report with what it rests on (issue #16 item 6): the slides, the words copied from
 * them and, for numbers, each figure as the slide writes it. The verifier checks all three against the
 * slides' text, so a number or a quote the slides do not have is flagged to the investor.
 */
export const groundedClaimSchema = z.object({
  subheading: z
    .string()
    .describe('The ### sub-heading the claim stands under ("Team", "Market", "Financials", "Strengths", "Weaknesses"...); "" for none.'),
  text: z.string().describe('One sentence of the report. Every number in it must be written on a slide it cites.'),
  slides: z
    .array(z.number())
    .describe('1-based numbers of the slides the claim rests on (the "--- Slide N ---" markers); [] for your own judgement, which then states no number.'),
  quote: z.string().describe('Words copied exactly from a cited slide that support the claim; "" when slides is [].'),
  figures: z
    .array(z.string())
    .describe('Every number of the claim exactly as the cited slide writes it ("$1.2M", "40%", "3,000+"); [] when the claim has none.'),
});
export type GroundedClaim = z.infer<typeof groundedClaimSchema>;

/** Deep research as structured claims; the provider writes the markdown report from it (deep-analysis-parser headings). */
export const deepResearchAnswerSchema = z.object({
  sections: z.array(
    z.object({
      heading: z.enum(DEEP_RESEARCH_SECTIONS),
      confidence: z.enum(CONFIDENCE_LEVELS).describe('How much verifiable evidence the deck gives for this section.'),
      claims: z.array(groundedClaimSchema),
    }),
  ),
  followUpQuestions: z.array(z.string()).describe('5 to 10 specific questions for the founders.'),
  tier: z.number().describe(`Triage tier: ${TIERS.map((tier, index) => `${index + 1} ${tier}`).join(', ')}.`),
  verdict: z.enum(VERDICTS),
});
export type DeepResearchAnswer = z.infer<typeof deepResearchAnswerSchema>;
