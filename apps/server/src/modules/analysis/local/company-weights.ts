/**
 * The company scorer's weights and threshold, written by `npm run fit:company -- <corpus> --write`
 * (apps/server/scripts/fit-company.ts) from 66 labelled decks. Do not edit by hand: refit.
 */
import type { CompanyModel } from './company-scorer.ts';

export const COMPANY_MODEL: CompanyModel = {
  intercept: -5.075,
  weights: {
    legalForm: 1.986,
    selfDescription: 1.958,
    subjectOfVerb: 0.589,
    cover: 1.597,
    coverFirstLine: 1.139,
    coverLineAlone: 0.976,
    uncontestedCover: 1.512,
    coined: 0.536,
    runningFooter: 0.995,
    repeated: -0.03,
    webDomain: 2.622,
    emailDomain: 1.574,
    domainOnly: -1.473,
    fileName: 1.063,
    evidence: 2.018,
    slideShare: 1.053,
    slideCount: 0.362,
    lastSlide: 0.523,
    commonWord: -1.964,
    allCaps: -0.021,
    personName: -2.978,
    othersSlide: -1.97,
    inList: -1.488,
    fragment: -2.953,
    ocrGarbage: -1.906,
    taglineShape: -3.004,
    ordinaryWordEnding: -1.441,
    multiWord: -0.06,
  },
  threshold: 0.408,
};
