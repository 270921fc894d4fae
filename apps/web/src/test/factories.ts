import type { Me } from '@pitchscope/domain/contracts/accounts';
import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';

/** The signed-in user: a personal workspace's owner with a set-up investor profile, unless overridden. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    uid: 'user-1',
    currentWorkspace: { id: 'personal_user-1', name: 'Personal', personal: true, role: 'owner' },
    email: 'anna@fund.com',
    displayName: 'Anna Virtanen',
    photoURL: null,
    isAdmin: false,
    lastLogin: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    decksAnalyzed: 0,
    tokenBalance: 2,
    totalTokensEarned: 2,
    totalTokensSpent: 0,
    subscriptionPlan: 'none',
    subscriptionStatus: 'inactive',
    credits: 0,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    billingCycleStart: null,
    billingCycleEnd: null,
    investorProfile: {
      ...PROFILE_DEFAULTS,
      investmentFocus: ['Fintech'],
      investmentStages: ['Seed'],
      investorType: 'Venture Capital (VC)',
    },
    ...overrides,
  };
}
