import { describe, expect, it } from 'vitest';
import type { Prompt } from '@pitchscope/domain/contracts/admin';
import { buildAdminUser } from '../testing/factories';
import { clampToBounds, hasConfiguration, listModelIds, toConfigurationValues } from './ai-config';
import { jsonFileName } from './files';
import { validateGrant } from './grant-validation';
import { analysisConfigKey, normalizeHierarchy, splitAnalysisConfigKey } from './industries';
import { paginate, parseCommaList, parseLineList, previewList } from './lists';
import { manualTriggerAvailability } from './manual-analysis';
import { parseStoredModels, validateCustomModel } from './model-options';
import { fromPromptDraft, isDraftDirty, toPromptDraft } from './prompt-draft';
import { buildRawBlocks } from './raw-blocks';
import { userDisplayName } from './users';
import { buildRaw } from '../testing/factories';

describe('lists', () => {
  it('trims comma lists and drops empty items', () => {
    expect(parseCommaList(' a, b ,, ,c,')).toEqual(['a', 'b', 'c']);
    expect(parseCommaList('')).toEqual([]);
  });
  it('reads one item per line', () => {
    expect(parseLineList('Why now?\n\n  Who pays?  \r\n')).toEqual(['Why now?', 'Who pays?']);
  });
  it('previews the first items with a "+N more" count', () => {
    expect(previewList(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(previewList(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
  });
  it('paginates 5 per page and clamps the page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(paginate(items, 3, 5)).toEqual({ items: [10, 11], page: 3, pageCount: 3 });
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate([], 1, 5)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('validateGrant', () => {
  it('requires user, amount and reason', () => {
    expect(validateGrant({ userId: 'u', amount: '', reason: 'x' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
    expect(validateGrant({ userId: 'u', amount: '3', reason: '  ' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
    expect(validateGrant({ userId: null, amount: '3', reason: 'x' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
  });
  it('requires a positive number', () => {
    for (const amount of ['0', '-1', 'abc', '1e9', '1.5']) {
      expect(validateGrant({ userId: 'u', amount, reason: 'x' })).toEqual({
        ok: false,
        message: 'Invalid Amount: Please enter a valid positive number',
      });
    }
    expect(validateGrant({ userId: 'u', amount: ' 5 ', reason: ' bonus ' })).toEqual({
      ok: true,
      amount: 5,
      reason: 'bonus',
    });
  });
});

describe('users', () => {
  it('names a user by the display name, else the e-mail’s local part (as the server sorts them)', () => {
    expect(userDisplayName(buildAdminUser({ displayName: ' Amy ', email: 'amy@example.com' }))).toBe('Amy');
    expect(userDisplayName(buildAdminUser({ displayName: null, email: 'zed@example.com' }))).toBe('zed');
  });
});

describe('jsonFileName', () => {
  it('names the file from the company and the block title', () => {
    expect(jsonFileName('Acme, Inc.', 'Extracted Metadata')).toBe('acme-inc-extracted-metadata.json');
    expect(jsonFileName('Café Ödin', 'All Data')).toBe('cafe-odin-all-data.json');
    expect(jsonFileName('', '')).toBe('data.json');
  });
});

describe('prompt drafts', () => {
  const prompt: Prompt = {
    id: 'deep-research',
    name: 'Deep Research',
    description: 'd',
    template: 'Analyse {{PITCH_DECK_DATA}}',
    variables: ['PITCH_DECK_DATA'],
    aiConfig: { model: 'gemini-2.0-pro-latest', temperature: 0.3, maxTokens: 4096, topK: 40, topP: 0.8 },
    category: 'analysis',
    isActive: true,
    lastUpdated: null,
  };
  it('round-trips and tracks unsaved edits', () => {
    const draft = toPromptDraft(prompt);
    expect(isDraftDirty(draft, prompt)).toBe(false);
    expect(isDraftDirty({ ...draft, variables: ' PITCH_DECK_DATA ,' }, prompt)).toBe(false);
    expect(isDraftDirty({ ...draft, name: 'Other' }, prompt)).toBe(true);
    const result = fromPromptDraft({ ...draft, variables: 'A, , B ,' });
    expect(result.ok && result.value.variables).toEqual(['A', 'B']);
  });
  it('enforces the prompt editor bounds', () => {
    const draft = toPromptDraft(prompt);
    const result = fromPromptDraft({ ...draft, temperature: '1.5', maxTokens: '1000', topK: '0', topP: '2' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.temperature).toBe('Must be between 0–1');
      expect(result.errors.maxTokens).toBe('Use steps of 512');
      expect(result.errors.topK).toBe('Must be between 1–100');
      expect(result.errors.topP).toBe('Must be between 0–1');
    }
    expect(fromPromptDraft({ ...draft, maxTokens: '8192' }).ok).toBe(true);
    expect(fromPromptDraft({ ...draft, maxTokens: '8704' }).ok).toBe(false);
  });
});

describe('industries', () => {
  it('normalizes maps and lists of sub-industries', () => {
    expect(
      normalizeHierarchy({
        Fintech: {
          description: 'Money',
          sub_industries: { Payments: 'Moving money', Lending: { description: 'Loans' } },
        },
        Agtech: { sub_industries: ['Vertical farming', { name: 'Drones', description: 'Air' }] },
      }),
    ).toEqual([
      {
        name: 'Agtech',
        description: '',
        subIndustries: [
          { name: 'Vertical farming', description: '' },
          { name: 'Drones', description: 'Air' },
        ],
      },
      {
        name: 'Fintech',
        description: 'Money',
        subIndustries: [
          { name: 'Payments', description: 'Moving money' },
          { name: 'Lending', description: 'Loans' },
        ],
      },
    ]);
  });
  it('keys analysis configs by industry or industry:sub', () => {
    expect(analysisConfigKey('Fintech', 'Payments')).toBe('Fintech:Payments');
    expect(analysisConfigKey('Fintech')).toBe('Fintech');
    expect(splitAnalysisConfigKey('Fintech:Payments')).toEqual({
      industry: 'Fintech',
      subIndustry: 'Payments',
    });
    expect(splitAnalysisConfigKey('Fintech')).toEqual({ industry: 'Fintech', subIndustry: null });
  });
});

describe('ai config', () => {
  it('fills the spec defaults and keeps values inside the bounds', () => {
    expect(
      toConfigurationValues({ model: 'm', temperature: 0.2, maxTokens: 2048, topK: 10, topP: 0.5 })
        .maxOutputTokens,
    ).toBe(2048);
    expect(toConfigurationValues({ model: 'm', temperature: 0.2 } as never)).toMatchObject({
      maxOutputTokens: 4096,
      topK: 40,
      topP: 0.8,
    });
    expect(clampToBounds(5, { min: 0, max: 2 }, 1)).toBe(2);
    expect(clampToBounds(Number.NaN, { min: 0, max: 2 }, 1)).toBe(1);
  });
  it('reads model lists of any shape and detects an empty configuration', () => {
    expect(listModelIds(['a', { id: 'b' }])).toEqual(['a', 'b']);
    expect(listModelIds({ c: {} })).toEqual(['c']);
    expect(hasConfiguration(null)).toBe(false);
    expect(hasConfiguration({ models: [], configurations: {}, prompts: {} })).toBe(false);
  });
});

describe('custom models', () => {
  const existing = [{ id: 'gemini-flash-latest', name: 'Gemini Flash', description: '', isCustom: false }];
  it('requires id and name and refuses a duplicate id', () => {
    expect(validateCustomModel({ id: ' ', name: 'x' }, existing)).toEqual({
      ok: false,
      message: 'Please fill in Model ID and Name',
    });
    expect(validateCustomModel({ id: 'gemini-flash-latest', name: 'x' }, existing)).toEqual({
      ok: false,
      message: 'A model with this ID already exists',
    });
    expect(validateCustomModel({ id: 'new', name: 'New' }, existing)).toEqual({ ok: true });
  });
  it('ignores malformed stored lists', () => {
    expect(parseStoredModels('not json')).toEqual([]);
    expect(parseStoredModels('[{"id":"x","name":"X"},{"id":1}]')).toEqual([
      { id: 'x', name: 'X', description: '', isCustom: true },
    ]);
  });
});

describe('manual trigger', () => {
  it('needs a deck with an initial analysis that is not already running', () => {
    expect(manualTriggerAvailability(undefined)).toEqual({ canTrigger: false, reason: null });
    expect(manualTriggerAvailability(buildRaw({ analysis: null }))).toEqual({
      canTrigger: false,
      reason: 'Deck must have initial analysis before running deep analysis',
    });
    expect(manualTriggerAvailability(buildRaw({ deepAnalysisStatus: 'Processing' })).canTrigger).toBe(false);
    expect(manualTriggerAvailability(buildRaw()).canTrigger).toBe(true);
  });
});

describe('raw blocks', () => {
  it('lists OCR pages and shows a missing deep analysis status as Not started', () => {
    const blocks = buildRawBlocks(buildRaw());
    expect(blocks.fileInfo.deepAnalysisStatus).toBe('Not started');
    const extraction = blocks.technical.find((block) => block.title === 'Extraction')!.data as {
      ocrPages: number[];
    };
    expect(extraction.ocrPages).toEqual([2]);
    expect(blocks.deepAnalysis.map((block) => block.title)).toEqual([
      'Deep Analysis Results',
      'Claim Checks',
      'Smart Questions Generated',
      'Data Freshness Analysis',
    ]);
    expect(blocks.deepAnalysis[1]).toMatchObject({ data: null, emptyText: 'No deep analysis yet.' });
  });

  it("lists each check of a model's claims in its own block", () => {
    const check = { claim: 'ARR is $5M.', section: 'Executive Summary', slides: [3], status: 'unverified' as const, reason: '"$5M" is not on slide 3' };
    const raw = buildRaw();
    const blocks = buildRawBlocks({
      ...raw,
      deepAnalysis: { rawAnalysis: '## Executive Summary', claimVerification: { checks: [check], verified: 0, unverified: 1, unchecked: 0 } } as NonNullable<typeof raw.deepAnalysis>,
    });
    const [results, checks] = blocks.deepAnalysis;
    expect(checks).toMatchObject({ title: 'Claim Checks', data: { unverified: 1, checks: [check] } });
    expect(results!.data).not.toHaveProperty('claimVerification');
  });
});
