/**
 * The location scorer's weights and threshold, written by `npm run fit:location -- <corpus> --write`
 * (apps/server/scripts/fit-location.ts) from 66 labelled decks. Do not edit by hand: refit.
 */
import type { LocationModel } from './location-scorer.ts';

export const LOCATION_MODEL: LocationModel = {
  intercept: -4.209,
  weights: {
    cover: 1.491,
    contactSlide: 1.456,
    lastSlide: 0.952,
    teamSlide: 0.055,
    marketSlide: -0.956,
    competitionSlide: -1.5,
    hqPhrase: 4.023,
    registration: 4.036,
    streetAddress: 2.983,
    postcode: 1.971,
    contactDetailsOnLine: 1.062,
    signatureBlock: 1.408,
    phoneAgrees: 0.942,
    phoneOtherCountry: -1.003,
    aloneOnLine: 0.432,
    signOff: 2.5,
    ownSentence: 2.514,
    hometownClaim: 2.505,
    serviceArea: 2.086,
    affiliation: 2.007,
    marketWords: -3.001,
    pastEmployer: -3,
    disclaimer: -5,
    personal: -4.008,
    listOfPlaces: -1.917,
    statistic: -1.877,
    isCity: 0.441,
    cityWithCountry: 0.497,
    slideCount: 0.344,
    placeShare: 0.981,
  },
  threshold: 0.374,
};
