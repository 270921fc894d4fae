import { z } from 'zod';
import { INDUSTRIES, STAGES } from '@pitchscope/domain/constants';

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

function sourced<T extends z.ZodType<string>>(value: T) {
  return z.object({ value, status: sourceStatus, slides });
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
