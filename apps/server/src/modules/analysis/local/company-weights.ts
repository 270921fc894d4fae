/**
 * The company scorer's weights and threshold, written by `npm run fit:company -- <corpus> --write`
 * (apps/server/scripts/fit-company.ts) from 66 labelled decks. Do not edit by hand: refit.
 */
import type { CompanyModel } from './company-scorer.ts';

export const COMPANY_MODEL: CompanyModel = {
  intercept: -4.984,
  weights: {
    legalForm: 1.981,
    selfDescription: 1.952,
    subjectOfVerb: 0.591,
    cover: 1.592,
    coverFirstLine: 1.151,
    coverLineAlone: 0.972,
    uncontestedCover: 1.512,
    coined: 0.52,
    runningFooter: 0.994,
    repeated: 0.022,
    webDomain: 2.601,
    emailDomain: 1.569,
    fileName: 1.073,
    evidence: 2.013,
    slideShare: 1.05,
    slideCount: 0.372,
    lastSlide: 0.526,
    commonWord: -1.953,
    allCaps: -0.035,
    personName: -2.978,
    othersSlide: -1.97,
    inList: -1.49,
    fragment: -2.747,
    ocrGarbage: -1.906,
    taglineShape: -3.004,
    ordinaryWordEnding: -1.446,
    multiWord: -0.079,
  },
  threshold: 0.434,
};
