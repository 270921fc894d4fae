/**
 * The metadata half of `engine:fit`: the company and location scorers refitted on the corpus plus the
 * investors' corrections, and the fact calibration on the corpus's out-of-fold facts; with, per scorer,
 * how many corrections each model decides as the investor said.
 */
import type { CompanyModel } from '@pitchscope/engine/company-scorer';
import type { FactCalibration } from '@pitchscope/engine/learned/fact-calibration';
import type { LocationModel } from '@pitchscope/engine/location-scorer';
import { crossValidateCompany, decideCompany, fitCompanyModel } from './company-fit.ts';
import { fitFactCalibration, outOfFoldFacts, type LabelledFactDeck } from './fact-calibration-fit.ts';
import { crossValidateLocation, decide, fitLocationModel } from './location-fit.ts';

export interface CorrectionAgreement {
  corrections: number;
  /** Decided as the investor said by the model fitted on the corpus alone. */
  before: number;
  /** … and by the refit with the corrections, cross-validated (each read by a model that never saw its fold). */
  after: number;
}

export interface MetadataRefit {
  company: CompanyModel;
  location: LocationModel;
  factConfidence: FactCalibration;
  companyCorrections: CorrectionAgreement;
  locationCorrections: CorrectionAgreement;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
function rounded<M extends { intercept: number; weights: Record<string, number>; threshold: number }>(model: M): M {
  return {
    ...model,
    intercept: round(model.intercept),
    weights: Object.fromEntries(Object.entries(model.weights).map(([name, w]) => [name, round(w)])),
    threshold: round(model.threshold),
  };
}

export function refitMetadata(
  corpus: LabelledFactDeck[],
  corrections: { company: LabelledFactDeck[]; location: LabelledFactDeck[] },
  folds: number,
): MetadataRefit {
  const companyDecks = [...corpus, ...corrections.company].map((d) => d.companyDeck);
  const locationDecks = [...corpus, ...corrections.location].map((d) => d.locationDeck);
  const correctionFiles = (decks: LabelledFactDeck[]) => new Set(decks.map((d) => d.file));

  const companyBefore = fitCompanyModel(corpus.map((d) => d.companyDeck));
  const companyAfter = corrections.company.length
    ? crossValidateCompany(companyDecks, folds).crossValidated.outcomes.filter((o) => correctionFiles(corrections.company).has(o.file))
    : [];
  const locationBefore = fitLocationModel(corpus.map((d) => d.locationDeck));
  const locationAfter = corrections.location.length
    ? crossValidateLocation(locationDecks, folds).outcomes.filter((o) => correctionFiles(corrections.location).has(o.file))
    : [];

  return {
    company: rounded(fitCompanyModel(companyDecks)),
    location: rounded(fitLocationModel(locationDecks)),
    factConfidence: fitFactCalibration(outOfFoldFacts(corpus, folds).flatMap((read) => read.facts)),
    companyCorrections: {
      corrections: corrections.company.length,
      before: corrections.company.filter((d) => decideCompany(d.companyDeck, companyBefore).right).length,
      after: companyAfter.filter((o) => o.right).length,
    },
    locationCorrections: {
      corrections: corrections.location.length,
      before: corrections.location.filter((d) => decide(d.locationDeck, locationBefore).right).length,
      after: locationAfter.filter((o) => o.right).length,
    },
  };
}
