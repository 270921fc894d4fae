import './harness.css';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import AnalysisDashboardPage from '../routes/dashboard';
import DeepAnalysisPage from '../routes/deep-analysis-page';
import { buildDeck, buildDeepAnalysis, buildMe } from '../test/factories';

const params = new URLSearchParams(location.search);
const page = params.get('page') ?? 'dashboard';
const tab = params.get('state') ?? 'ready';
const SQ = `## 1. Financial Validation (Must Ask)\n**Q1.** What is your current monthly burn and runway?\n- Good answer: A specific figure and a plan to extend runway.\n- Red flag: No clear number.\n\n## 2. Market Position\n**Q2.** Who do you lose deals to, and why?\n\n## Meeting Strategy\nOpen with traction before valuation.`;
const decks = [
  buildDeck({ id: 'd1', companyName: 'Acme Pay', deepAnalysisStatus: 'Completed', hasDeepAnalysis: true, executiveSummary: 'Acme Pay builds a payments API for small shops in the Nordics with a strong founding team and early traction across three markets, aiming to raise a seed round to expand into Germany and hire engineers for the platform while the market consolidates and incumbents raise their fees for small merchants everywhere.' }),
  buildDeck({ id: 'd2', companyName: 'Medi Scan Very Long Company Name Oy', industry: 'Biotech / Healthcare', deepAnalysisStatus: 'Processing' }),
  buildDeck({ id: 'd3', companyName: 'Broken Co', deepAnalysisStatus: 'Failed', investorFit: null, executiveSummary: '' }),
];
const deckStatus = { ready: 'Completed', processing: 'Processing', failed: 'Failed', none: null } as const;
const routes: Record<string, unknown> = {
  'GET /api/me': buildMe({ isAdmin: true }),
  'GET /api/decks': decks,
  'GET /api/decks/d1': buildDeck({ id: 'd1', deepAnalysisStatus: deckStatus[tab as keyof typeof deckStatus] ?? 'Completed', hasDeepAnalysis: tab === 'ready' }),
  'GET /api/decks/d1/deep-analysis': buildDeepAnalysis({ tier: 2, verdict: 'Promising', confidence: { executiveSummary: 'High', criticalAnalysis: 'Medium', risks: 'Low' }, smartQuestions: SQ, newsIntelligence: '## 🔺 Red Flags\nNo recent red flags found.\n## 💡 Insights\n- Hiring fast in Helsinki\n- Partnership with a Nordic bank' }),
};
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${String(input)}`;
  if (!(key in routes)) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), { status: 404, headers: { 'content-type': 'application/json' } });
  return new Response(JSON.stringify(routes[key]), { headers: { 'content-type': 'application/json' } });
};
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={[page === 'dashboard' ? '/dashboard' : '/dashboard/deep/d1']}>
      <Routes>
        <Route path="/dashboard" element={<AnalysisDashboardPage />} />
        <Route path="/dashboard/deep/:id" element={<DeepAnalysisPage />} />
      </Routes>
    </MemoryRouter>
    <Toaster />
  </QueryClientProvider>,
);
