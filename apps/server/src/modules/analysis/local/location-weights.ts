/**
 * The location scorer's weights and threshold, written by `npm run fit:location -- <corpus> --write`
 * (apps/server/scripts/fit-location.ts) from 66 labelled decks. Do not edit by hand: refit.
 */
import type { LocationModel } from './location-scorer.ts';

export const LOCATION_MODEL: LocationModel = {
  intercept: -4.188,
  weights: {
    cover: 1.504,
    contactSlide: 1.456,
    lastSlide: 0.965,
    teamSlide: 0.051,
    marketSlide: -0.958,
    competitionSlide: -1.5,
    hqPhrase: 4.021,
    registration: 4.035,
    streetAddress: 2.982,
    postcode: 1.971,
    contactDetailsOnLine: 1.061,
    signatureBlock: 1.407,
    phoneAgrees: 0.96,
    phoneOtherCountry: -1.003,
    aloneOnLine: 0.43,
    signOff: 2.5,
    ownSentence: 2.513,
    serviceArea: 2.086,
    affiliation: 2.005,
    marketWords: -3.001,
    pastEmployer: -3,
    disclaimer: -5,
    personal: -4.008,
    listOfPlaces: -1.917,
    statistic: -1.879,
    isCity: 0.449,
    cityWithCountry: 0.497,
    slideCount: 0.347,
    placeShare: 0.986,
  },
  threshold: 0.383,
};
