/**
 * The location scorer's weights and threshold, written by `npm run fit:location -- <corpus> --write`
 * (apps/server/scripts/fit-location.ts) from 66 labelled decks. Do not edit by hand: refit.
 */
import type { LocationModel } from './location-scorer.ts';

export const LOCATION_MODEL: LocationModel = {
  intercept: -4.587,
  weights: {
    cover: 1.513,
    contactSlide: 1.468,
    lastSlide: 0.971,
    teamSlide: 0.093,
    marketSlide: -0.957,
    competitionSlide: -1.5,
    hqPhrase: 4.012,
    registration: 4.045,
    streetAddress: 2.989,
    postcode: 1.979,
    contactDetailsOnLine: 1.068,
    signatureBlock: 1.4,
    phoneAgrees: 0.969,
    phoneOtherCountry: -1.002,
    aloneOnLine: 1.372,
    ownSentence: 2.521,
    serviceArea: 2.075,
    affiliation: 2.009,
    marketWords: -3,
    pastEmployer: -3,
    disclaimer: -5,
    personal: -4.005,
    listOfPlaces: -1.915,
    isCity: 0.438,
    cityWithCountry: 0.478,
    slideCount: 0.263,
    placeShare: 0.983,
  },
  threshold: 0.453,
};
