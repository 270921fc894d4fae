import { describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS } from './constants.ts';
import { REFERENCE_RATES_DATE, toUsd } from './exchange-rates.ts';
import { formatUsdEquivalent } from './round-size.ts';
import type { FieldSource, FieldSources, InvestorFit } from './contracts/decks.ts';
import {
  fitCriterionLabel,
  fitFromStatedValues,
  fitMatchLabel,
  fitToScore,
  hasUsableFit,
  overallFit,
  readStoredFit,
  ROUND_SIZE_UNCLEAR,
  scoreInvestorFit,
  scoreToColor,
  statedFitFields,
  type DeckForFit,
  type FitField,
  type ProfileForFit,
} from './investor-fit.ts';

const seedFund: ProfileForFit = {
  investmentStages: ['Pre-Seed', 'Seed'],
  investmentFocus: ['SaaS / Software', 'Fintech'],
  ticketSizeMin: 250_000,
  ticketSizeMax: 2_000_000,
  targetOwnershipMin: 5,
  targetOwnershipMax: 25,
  targetGeographies: ['Europe'],
};

const helsinkiSaas: DeckForFit = {
  stage: 'Seed',
  industry: 'SaaS',
  roundSize: '$1.5M',
  geography: 'Helsinki, Finland',
};

function fit(deck: Partial<DeckForFit>, profile: Partial<ProfileForFit> = {}) {
  return scoreInvestorFit({ ...helsinkiSaas, ...deck }, { ...seedFund, ...profile });
}

describe('stage fit', () => {
  it('is Green when the deck stage matches a target stage, with the stages named', () => {
    const result = fit({ stage: 'Seed' });
    expect(result.stageFit).toBe('Green');
    expect(result.rationale.stageFitReason).toBe('Seed matches your target stages (Pre-Seed, Seed)');
  });

  it('compares stages as stages: Pre-Seed is Red for a Seed-only profile, Seed+ Green for it', () => {
    const preSeed = fit({ stage: 'Pre-Seed' }, { investmentStages: ['Seed'] });
    expect(preSeed.stageFit).toBe('Red');
    expect(preSeed.rationale.stageFitReason).toBe('Pre-Seed is outside your target stages (Seed)');
    expect(fit({ stage: 'Seed' }, { investmentStages: ['Pre-Seed'] }).stageFit).toBe('Red');
    expect(fit({ stage: 'Seed+' }, { investmentStages: ['Seed'] }).stageFit).toBe('Green');
    expect(fit({ stage: 'preseed' }, { investmentStages: ['Pre-Seed'] }).stageFit).toBe('Green');
  });

  it('matches "Series A" to Series A only', () => {
    expect(fit({ stage: 'series-a' }, { investmentStages: ['Series A'] }).stageFit).toBe('Green');
    expect(fit({ stage: 'Series A' }, { investmentStages: ['Series B'] }).stageFit).toBe('Red');
    expect(fit({ stage: 'Series B' }, { investmentStages: ['Series A'] }).stageFit).toBe('Red');
  });

  it('is Yellow for a stated stage that names no funding stage', () => {
    const result = fit({ stage: 'Bootstrapped' });
    expect(result.stageFit).toBe('Yellow');
    expect(result.rationale.stageFitReason).toBe(
      'Bootstrapped is not a funding stage that can be compared with your target stages (Pre-Seed, Seed)',
    );
  });

  it('is Red for a stage outside the targets', () => {
    const result = fit({ stage: 'Series B' });
    expect(result.stageFit).toBe('Red');
    expect(result.rationale.stageFitReason).toBe('Series B is outside your target stages (Pre-Seed, Seed)');
  });

  it('is Green for any stage when the profile is stage agnostic or has no stages', () => {
    expect(fit({ stage: 'Series C' }, { investmentStages: ['Stage Agnostic'] }).stageFit).toBe('Green');
    expect(fit({ stage: 'Series C' }, { investmentStages: [] }).stageFit).toBe('Green');
  });

  it('is Unknown, not Green, when the stage is the assumed default (Pre-Seed for a Pre-Seed profile)', () => {
    const result = scoreInvestorFit({ ...helsinkiSaas, stage: 'Pre-Seed' }, seedFund, {
      sources: { stage: { status: 'assumed', slides: [] } },
    });
    expect(result.stageFit).toBe('Unknown');
    expect(result.rationale.stageFitReason).toBe('Stage not stated in the deck');
  });

  it('is Unknown when the deck gives no stage at all, whatever the profile', () => {
    expect(fit({ stage: 'Unknown Stage' }).stageFit).toBe('Unknown');
    expect(fit({ stage: 'Not specified' }, { investmentStages: ['Stage Agnostic'] }).stageFit).toBe('Unknown');
  });
});

describe('sector fit', () => {
  it('is Green on a substring match against any part of a focus entry', () => {
    const result = fit({ industry: 'Software' });
    expect(result.sectorAlignment).toBe('Green');
    expect(result.rationale.sectorReason).toBe('Software matches your investment focus (SaaS / Software, Fintech)');
    expect(fit({ industry: 'B2B Fintech' }).sectorAlignment).toBe('Green');
  });

  it('does not match short words inside longer ones', () => {
    expect(fit({ industry: 'Retail' }, { investmentFocus: ['AI / Machine Learning'] }).sectorAlignment).toBe('Red');
  });

  it('is Yellow for commerce/retail against a mobile, app, coupon or deal focus', () => {
    const result = fit({ industry: 'E-commerce' }, { investmentFocus: ['Mobile Apps'] });
    expect(result.sectorAlignment).toBe('Yellow');
    expect(result.rationale.sectorReason).toBe('E-commerce is adjacent to your focus on Mobile Apps (related ecosystem)');
  });

  it('is Yellow for a software deck against a platform or tech focus', () => {
    expect(fit({ industry: 'Enterprise Software' }, { investmentFocus: ['Deep Tech'] }).sectorAlignment).toBe('Yellow');
    expect(fit({ industry: 'Software' }, { investmentFocus: ['Platforms'] }).sectorAlignment).toBe('Yellow');
  });

  it('does not count Fintech or Biotech as "tech"', () => {
    expect(fit({ industry: 'Software' }, { investmentFocus: ['Fintech'] }).sectorAlignment).toBe('Red');
  });

  it('is Green for media/entertainment against gaming, content or platform', () => {
    const result = fit({ industry: 'Media / Entertainment' }, { investmentFocus: ['Gaming'] });
    expect(result.sectorAlignment).toBe('Green');
    expect(result.rationale.sectorReason).toBe('Media / Entertainment is closely related to your focus on Gaming');
  });

  it('is Red otherwise', () => {
    const result = fit({ industry: 'Biotech' });
    expect(result.sectorAlignment).toBe('Red');
    expect(result.rationale.sectorReason).toBe('Biotech is outside your investment focus (SaaS / Software, Fintech)');
  });

  it('is Green for any industry when the profile is industry agnostic', () => {
    expect(fit({ industry: 'Biotech' }, { investmentFocus: ['Industry Agnostic'] }).sectorAlignment).toBe('Green');
    expect(fit({ industry: 'Biotech' }, { investmentFocus: [] }).sectorAlignment).toBe('Green');
  });
});

describe('check size fit', () => {
  it('is Yellow with exactly "Round size not clearly specified" when a stated round is unreadable or zero', () => {
    for (const roundSize of ['$0', 'a few million']) {
      const result = fit({ roundSize });
      expect(result.checkSizeFit).toBe('Yellow');
      expect(result.rationale.checkSizeReason).toBe(ROUND_SIZE_UNCLEAR);
    }
    expect(ROUND_SIZE_UNCLEAR).toBe('Round size not clearly specified');
  });

  it('is Unknown when the deck states no round size', () => {
    for (const roundSize of ['Not specified', '', null]) {
      const result = fit({ roundSize });
      expect(result.checkSizeFit).toBe('Unknown');
      expect(result.rationale.checkSizeReason).toBe('Round size not stated in the deck');
    }
  });

  it('is Green within the ticket range when the ownership fits, at both edges', () => {
    expect(fit({ roundSize: '$250,000' }).checkSizeFit).toBe('Green');
    expect(fit({ roundSize: '$2M' }).checkSizeFit).toBe('Green');
    expect(fit({ roundSize: '$1.5M' }).rationale.checkSizeReason).toBe(
      '$1.5M round is within your ticket range ($250,000–$2,000,000); implied ownership of up to ~25% fits your 5–25% target',
    );
  });

  it('never rates a round without a currency Green (or Red): the currency would be our assumption', () => {
    for (const roundSize of ['1.5M', '150K', '1,500,000']) {
      const result = fit({ roundSize });
      expect(result.checkSizeFit).toBe('Yellow');
      expect(result.rationale.checkSizeReason).toContain('currency not stated');
      expect(result.rationale.checkSizeReason).not.toContain(`$${roundSize}`);
    }
    expect(fit({ roundSize: '150K' }).rationale.checkSizeReason).toBe(
      '150K (currency not stated) round: not compared with your $250,000–$2,000,000 ticket (assumed, not stated)',
    );
  });

  it('compares a round in another currency in USD at the reference rates, printed as the deck states it', () => {
    expect(fit({ roundSize: '€1.5M' }).checkSizeFit).toBe('Green');
    expect(fit({ roundSize: '€1.5M' }).rationale.checkSizeReason).toMatch(
      new RegExp(`^€1\\.5M round \\(≈ \\$[\\d.]+M at the rate of ${REFERENCE_RATES_DATE}\\) is within`),
    );
  });

  it('rates a CA$ round on its USD value, not its face value', () => {
    // CA$2.5M is more than a $2M maximum ticket at face value, but less in USD.
    expect(toUsd(2.5e6, 'CAD')).toBeLessThan(2e6);
    const result = fit({ roundSize: 'CA$2.5M' });
    expect(result.checkSizeFit).toBe('Green');
    expect(result.rationale.checkSizeReason).toBe(
      `CA$2.5M round (${formatUsdEquivalent('CA$2.5M')}) is within your ticket range ($250,000–$2,000,000); implied ownership of up to ~25% fits your 5–25% target`,
    );
    // At face value ₹1 Cr would be far above the maximum ticket; in USD it is far below the minimum.
    expect(fit({ roundSize: '₹1 Cr' }).checkSizeFit).toBe('Red');
  });

  it('leaves an unstated CA$ round unrated, whatever its value', () => {
    const result = scoreInvestorFit({ ...helsinkiSaas, roundSize: 'CA$2.5M' }, seedFund, {
      sources: { roundSize: { status: 'assumed', slides: [] } },
    });
    expect(result.checkSizeFit).toBe('Unknown');
  });

  it("rates a round written without a currency in the deck's own currency, and says where that came from", () => {
    const inferred = scoreInvestorFit({ ...helsinkiSaas, roundSize: '$1M' }, seedFund, {
      sources: { roundSize: { status: 'inferred', slides: [9], currencyFromSlide: 4 } },
    });
    expect(inferred.checkSizeFit).toBe('Green');
    expect(inferred.rationale.checkSizeReason).toMatch(/^\$1M round is within your ticket range .*; currency assumed from slide 4$/);
    // Without a currency anywhere in the deck it stays unrated against a USD ticket.
    expect(fit({ roundSize: '1M' }).checkSizeFit).toBe('Yellow');
  });

  it('holds a range by its lower end, and calls it below the minimum only when all of it is', () => {
    expect(fit({ roundSize: '$750K–1.5M' }).checkSizeFit).toBe('Green');
    expect(fit({ roundSize: '$100,000 - $200,000' }).checkSizeFit).toBe('Red');
    const straddling = fit({ roundSize: '$200K–400K' });
    expect(straddling.checkSizeFit).toBe('Yellow');
    expect(straddling.rationale.checkSizeReason).toBe(
      '$200–400K round starts below your minimum ticket of $250,000 and reaches into your ticket range ($250,000–$2,000,000)',
    );
  });

  it('is Red below the minimum ticket', () => {
    const result = fit({ roundSize: '$249K' });
    expect(result.checkSizeFit).toBe('Red');
    expect(result.rationale.checkSizeReason).toBe('$249K round is below your minimum ticket of $250,000');
  });

  it('is Yellow within the range when no ticket reaches the target ownership', () => {
    const result = fit({ roundSize: '$1M' }, { targetOwnershipMin: 30, targetOwnershipMax: 40 });
    expect(result.checkSizeFit).toBe('Yellow');
    expect(result.rationale.checkSizeReason).toContain('misses your 30–40% target');
  });

  it('is Yellow above the maximum ticket, whether the ownership is acceptable or not', () => {
    // $2M of a $4M round (post-money ~$16M) buys 12.5%: acceptable.
    const acceptable = fit({ roundSize: '$4M' });
    expect(acceptable.checkSizeFit).toBe('Yellow');
    expect(acceptable.rationale.checkSizeReason).toBe(
      '$4M round is larger than your maximum ticket of $2,000,000; your ticket would still buy ~12.5% ownership, within your 5–25% target',
    );
    // $2M of a $20M round buys 2.5%: below a 5% minimum, a moderate fit.
    const moderate = fit({ roundSize: '$20M' });
    expect(moderate.checkSizeFit).toBe('Yellow');
    expect(moderate.rationale.checkSizeReason).toContain('(moderate fit)');
  });

  it('is Unknown, not Green, when the round size is the assumed $2M default', () => {
    const result = scoreInvestorFit({ ...helsinkiSaas, roundSize: '$2M' }, seedFund, {
      sources: { roundSize: { status: 'assumed', slides: [] } },
    });
    expect(result.checkSizeFit).toBe('Unknown');
    expect(result.rationale.checkSizeReason).toBe('Round size not stated in the deck');
  });
});

describe('a deck whose only Red is geography', () => {
  it('counts the geography in the overall: Green sector and stage, Yellow round, Red place is not Green', () => {
    const result = fit({ geography: 'Austin, Texas', roundSize: '$5M' }, { ticketSizeMax: 2_000_000 });
    expect([result.stageFit, result.sectorAlignment, result.checkSizeFit, result.geographyFit]).toEqual([
      'Green',
      'Green',
      'Yellow',
      'Red',
    ]);
    expect(result.overallMatch).toBe('Yellow');
    // Without the Red place the same deck would be Green: the geography is what keeps it Yellow.
    expect(fit({ roundSize: '$5M' }, { ticketSizeMax: 2_000_000 }).overallMatch).toBe('Green');
  });
});

describe('geography fit', () => {
  it('is Green on a text match', () => {
    expect(fit({ geography: 'Berlin, Germany' }, { targetGeographies: ['Germany'] }).geographyFit).toBe('Green');
  });

  it('is Green for Nordic or Finnish decks against Europe, and Europe against Europe', () => {
    const result = fit({ geography: 'Helsinki, Finland' });
    expect(result.geographyFit).toBe('Green');
    expect(result.rationale.geographyReason).toBe('Helsinki, Finland is within your target geographies (Europe)');
    expect(fit({ geography: 'Nordics' }).geographyFit).toBe('Green');
    expect(fit({ geography: 'Europe' }).geographyFit).toBe('Green');
    expect(fit({ geography: 'Tallinn' }).geographyFit).toBe('Green');
  });

  it('rates Helsinki, Finland Green for Nordics and Europe, Red for North America', () => {
    for (const target of ['Nordics', 'Europe']) {
      expect(fit({ geography: 'Helsinki, Finland' }, { targetGeographies: [target] }).geographyFit, target).toBe('Green');
    }
    const outside = fit({ geography: 'Helsinki, Finland' }, { targetGeographies: ['North America'] });
    expect(outside.geographyFit).toBe('Red');
    expect(outside.rationale.geographyReason).toBe('Helsinki, Finland is outside your target geographies (North America)');
  });

  it('places US cities and state codes in the USA and North America', () => {
    for (const target of ['North America', 'USA', 'US', 'United States']) {
      expect(fit({ geography: 'San Francisco, CA' }, { targetGeographies: [target] }).geographyFit).toBe('Green');
    }
    expect(fit({ geography: 'Austin, TX' }, { targetGeographies: ['US'] }).geographyFit).toBe('Green');
    expect(fit({ geography: 'Toronto, ON' }, { targetGeographies: ['North America'] }).geographyFit).toBe('Green');
    expect(fit({ geography: 'Toronto, ON' }, { targetGeographies: ['USA'] }).geographyFit).toBe('Red');
  });

  it('does not read "US" inside another word', () => {
    expect(fit({ geography: 'Russia' }, { targetGeographies: ['US'] }).geographyFit).toBe('Red');
  });

  it('is Unknown when the location is not stated, Yellow when the profile has no target geographies', () => {
    const unknown = fit({ geography: 'Not specified' });
    expect(unknown.geographyFit).toBe('Unknown');
    expect(unknown.rationale.geographyReason).toBe('Location not stated in the deck');
    const noTargets = fit({}, { targetGeographies: [] });
    expect(noTargets.geographyFit).toBe('Yellow');
    expect(noTargets.rationale.geographyReason).toBe('No target geographies set in your profile');
  });

  it('is Red otherwise', () => {
    const result = fit({ geography: 'São Paulo, Brazil' }, { targetGeographies: ['Europe', 'North America'] });
    expect(result.geographyFit).toBe('Red');
    expect(result.rationale.geographyReason).toBe('São Paulo, Brazil is outside your target geographies (Europe, North America)');
  });

  it('accepts every location for a global target', () => {
    expect(fit({ geography: 'Lagos, Nigeria' }, { targetGeographies: ['Global'] }).geographyFit).toBe('Green');
  });
});

describe('overall fit', () => {
  it('averages Green=3, Yellow=2, Red=1 with thresholds 2.5 and 1.5', () => {
    expect(overallFit(['Green', 'Green', 'Yellow', 'Yellow'])).toBe('Green'); // 2.5
    expect(overallFit(['Green', 'Yellow', 'Yellow', 'Yellow'])).toBe('Yellow'); // 2.25
    expect(overallFit(['Green', 'Red', 'Red', 'Yellow'])).toBe('Yellow'); // 1.75
    expect(overallFit(['Yellow', 'Red', 'Red', 'Yellow'])).toBe('Yellow'); // 1.5
    expect(overallFit(['Yellow', 'Red', 'Red', 'Red'])).toBe('Red'); // 1.25
  });

  it('rates a matching European seed SaaS deck Strong', () => {
    const result = scoreInvestorFit(helsinkiSaas, seedFund);
    expect(result).toMatchObject({
      overallMatch: 'Green',
      stageFit: 'Green',
      checkSizeFit: 'Green',
      sectorAlignment: 'Green',
      geographyFit: 'Green',
    });
  });

  it('rates the default agnostic profile without geographies Green (3 Green + 1 Yellow)', () => {
    const result = scoreInvestorFit(helsinkiSaas, PROFILE_DEFAULTS);
    expect(result.geographyFit).toBe('Yellow');
    expect(result.overallMatch).toBe('Green');
  });

  it('averages the known criteria only; Unknown when none is known', () => {
    expect(overallFit(['Green', 'Green', 'Unknown', 'Unknown'])).toBe('Green');
    expect(overallFit(['Red', 'Red', 'Unknown', 'Green'])).toBe('Yellow'); // 1.67
    expect(overallFit(['Unknown', 'Unknown', 'Unknown', 'Unknown'])).toBe('Unknown');
    expect(overallFit([])).toBe('Unknown');
  });

  it('is never Green with fewer than two known criteria', () => {
    expect(overallFit(['Green', 'Unknown', 'Unknown', 'Unknown'])).toBe('Yellow');
    expect(overallFit(['Red', 'Unknown', 'Unknown', 'Unknown'])).toBe('Red');
  });
});

const ASSUMED: FieldSource = { status: 'assumed', slides: [] };
const NOT_FOUND: FieldSource = { status: 'not_found', slides: [] };
const allAssumed: FieldSources = { stage: ASSUMED, industry: ASSUMED, roundSize: ASSUMED, geography: NOT_FOUND };
/** The spec's §5.3 defaults, as a deck that states nothing gets them. */
const defaultsOnly: DeckForFit = { stage: 'Pre-Seed', industry: 'Technology', roundSize: '$2M', geography: 'Not specified' };

describe('fit from stated values only', () => {
  it('never rates an assumed stage, round, industry or location Green, and leaves it out of the overall', () => {
    const matchingProfile: ProfileForFit = { ...seedFund, investmentStages: ['Pre-Seed'], investmentFocus: ['Technology'] };
    const fields: FitField[] = ['stage', 'industry', 'roundSize', 'geography'];
    const colorOf = { stage: 'stageFit', industry: 'sectorAlignment', roundSize: 'checkSizeFit', geography: 'geographyFit' } as const;
    const deck: DeckForFit = { ...defaultsOnly, geography: 'Helsinki, Finland' };
    // Every value matches the profile when stated: all Green.
    expect(scoreInvestorFit(deck, matchingProfile).overallMatch).toBe('Green');
    for (const field of fields) {
      for (const source of [ASSUMED, NOT_FOUND]) {
        const result = scoreInvestorFit(deck, matchingProfile, { sources: { [field]: source } });
        expect(result[colorOf[field]], `${field} ${source.status}`).toBe('Unknown');
        // The other three stay Green, so the overall is Green from them alone.
        expect(result.overallMatch).toBe('Green');
      }
    }
  });

  it('gives a deck that states nothing "Not Enough Data", even for a Seed-only profile or the agnostic default', () => {
    for (const profile of [{ ...seedFund, investmentStages: ['Seed'] }, PROFILE_DEFAULTS]) {
      const result = scoreInvestorFit(defaultsOnly, profile, { sources: allAssumed });
      expect(result).toMatchObject({
        overallMatch: 'Unknown',
        stageFit: 'Unknown',
        checkSizeFit: 'Unknown',
        sectorAlignment: 'Unknown',
        geographyFit: 'Unknown',
      });
      expect(fitMatchLabel(result.overallMatch)).toBe('Not Enough Data');
    }
  });

  it('rates a deck with one stated, matching criterion Partial, not Strong', () => {
    const result = scoreInvestorFit({ ...defaultsOnly, industry: 'SaaS' }, seedFund, {
      sources: { ...allAssumed, industry: { status: 'stated', slides: [2] } },
    });
    expect(result.sectorAlignment).toBe('Green');
    expect(result.overallMatch).toBe('Yellow');
  });

  it('reads a source as stated unless assumed or not found, and an unstated-looking value as not stated', () => {
    expect(statedFitFields(helsinkiSaas, { stage: { status: 'inferred', slides: [3] }, industry: ASSUMED })).toEqual({
      stage: true,
      industry: false,
      roundSize: true,
      geography: true,
    });
    expect(statedFitFields({ ...helsinkiSaas, geography: 'Unknown' }).geography).toBe(false);
  });
});

describe('fitFromStatedValues', () => {
  // What a model or an older version rated on the §5.3 defaults: "assumed Pre-Seed matches" → Green.
  const ratedOnDefaults: InvestorFit = {
    overallMatch: 'Green',
    stageFit: 'Green',
    checkSizeFit: 'Green',
    sectorAlignment: 'Green',
    geographyFit: 'Yellow',
    rationale: {
      stageFitReason: 'Stage not stated in the deck (assumed Pre-Seed); Pre-Seed matches your target stages (Seed)',
      checkSizeReason: 'x',
      sectorReason: 'y',
      geographyReason: 'z',
    },
  };

  it('turns criteria on unstated values Unknown and averages the rest', () => {
    const result = fitFromStatedValues(ratedOnDefaults, { stage: false, roundSize: false, industry: true, geography: true });
    expect(result.stageFit).toBe('Unknown');
    expect(result.rationale.stageFitReason).toBe('Stage not stated in the deck');
    expect(result.checkSizeFit).toBe('Unknown');
    expect(result.rationale.sectorReason).toBe('y');
    expect(result.overallMatch).toBe('Green'); // Green and Yellow: 2.5 over two stated criteria
  });

  it('no longer rates Green a deck without a stage for a Seed-only profile when one criterion is left', () => {
    const result = fitFromStatedValues(ratedOnDefaults, { stage: false, roundSize: false, industry: true, geography: false });
    expect(result).toMatchObject({ stageFit: 'Unknown', sectorAlignment: 'Green', overallMatch: 'Yellow' });
  });

  it('agrees with the local rules on their own ratings (idempotent)', () => {
    const local = scoreInvestorFit(helsinkiSaas, seedFund, { sources: { stage: ASSUMED } });
    expect(fitFromStatedValues(local, statedFitFields(helsinkiSaas, { stage: ASSUMED }))).toEqual(local);
  });

  it("keeps a rater's Red overall with a stated Red sector (the excluded-category rule)", () => {
    const excluded: InvestorFit = { ...ratedOnDefaults, overallMatch: 'Red', sectorAlignment: 'Red', geographyFit: 'Green' };
    const all = { stage: true, roundSize: true, industry: true, geography: true };
    expect(fitFromStatedValues(excluded, all).overallMatch).toBe('Red');
  });
});

describe('readStoredFit', () => {
  it('reads a stored rating as it is', () => {
    const stored = scoreInvestorFit(helsinkiSaas, seedFund);
    expect(readStoredFit(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('reads unknown colours as Unknown and missing reasons as empty; null for no object', () => {
    const result = readStoredFit({ overallMatch: 'Green', stageFit: 'Amber', rationale: { stageFitReason: 7 } });
    expect(result).toMatchObject({ overallMatch: 'Green', stageFit: 'Unknown', checkSizeFit: 'Unknown' });
    expect(result?.rationale).toEqual({ stageFitReason: '', checkSizeReason: '', sectorReason: '', geographyReason: '' });
    expect(readStoredFit(null)).toBeNull();
    expect(readStoredFit('Green')).toBeNull();
  });
});

describe('score helpers (§5.6)', () => {
  it('maps fits to scores, anything unknown to 0.5', () => {
    expect(fitToScore('Green')).toBe(1);
    expect(fitToScore('Yellow')).toBe(0.5);
    expect(fitToScore('Red')).toBe(0);
    expect(fitToScore('Unknown')).toBe(0.5);
    expect(fitToScore(undefined)).toBe(0.5);
  });

  it('maps scores to colours at 0.8 and 0.3', () => {
    expect(scoreToColor(0.8)).toBe('Green');
    expect(scoreToColor(0.79)).toBe('Yellow');
    expect(scoreToColor(0.3)).toBe('Yellow');
    expect(scoreToColor(0.29)).toBe('Red');
  });

  it('gives the one match label of the overall fit', () => {
    expect(fitMatchLabel('Green')).toBe('Strong Match');
    expect(fitMatchLabel('Yellow')).toBe('Partial Match');
    expect(fitMatchLabel('Red')).toBe('Poor Match');
    expect(fitMatchLabel('Unknown')).toBe('Not Enough Data');
    expect(fitMatchLabel(null)).toBeNull();
    expect(fitMatchLabel('Amber')).toBeNull();
  });

  it('reads an Unknown criterion as "Not stated in the deck"', () => {
    expect(fitCriterionLabel('Unknown')).toBe('Not stated in the deck');
    expect(fitCriterionLabel('Red')).toBe('Red');
  });

  it('treats only a missing fit as unusable, so the card offers a retry', () => {
    expect(hasUsableFit(null)).toBe(false);
    expect(hasUsableFit({ overallMatch: 'Unknown' })).toBe(true);
    expect(hasUsableFit({ overallMatch: 'Red' })).toBe(true);
  });
});
