/**
 * The company scorer's weights and threshold, written by `npm run fit:company -- <corpus> --write`
 * (apps/server/scripts/fit-company.ts) from 66 labelled decks. Do not edit by hand: refit.
 */
import type { CompanyModel } from './company-scorer.ts';

export const COMPANY_MODEL: CompanyModel = {
  intercept: -5.131,
  weights: {
    legalForm: 1.988,
    selfDescription: 1.959,
    subjectOfVerb: 0.594,
    cover: 1.605,
    coverFirstLine: 1.143,
    coverLineAlone: 0.98,
    uncontestedCover: 1.512,
    coined: 0.541,
    runningFooter: 0.995,
    repeated: -0.017,
    webDomain: 2.598,
    emailDomain: 1.559,
    fileName: 1.064,
    evidence: 2.021,
    slideShare: 1.054,
    slideCount: 0.375,
    lastSlide: 0.505,
    commonWord: -1.963,
    allCaps: -0.019,
    personName: -2.978,
    othersSlide: -1.969,
    inList: -1.487,
    fragment: -2.953,
    ocrGarbage: -1.906,
    taglineShape: -3.004,
    ordinaryWordEnding: -1.443,
    multiWord: -0.053,
  },
  threshold: 0.405,
};
