/**
 * Small, realistic deck texts for the local engine's tests. Invented companies and figures, written for
 * these tests (no third-party deck text).
 */
import type { DeckForAnalysis, DeckText } from './analysis-provider.ts';
import { analyseDeck } from './metadata.ts';

export function deck(fileName: string, slides: string[]): DeckText {
  return { fileName, pages: slides.map((text, i) => ({ pageNumber: i + 1, text })) };
}

export const LUMORA = deck('Lumora_Seed_Deck_2025.pdf', [
  'Lumora\nAI bookkeeping for independent restaurants\nwww.lumora.io',
  'Problem\nIndependent restaurants lose 6 hours a week reconciling supplier invoices by hand.\nMost owners only see their food cost at month end, when it is too late to act.',
  'Solution\nLumora is a platform that reads supplier invoices and reconciles them with bank transactions automatically.\nOwners see daily food-cost margins on their phone.',
  'Market\nThere are 660,000 independent restaurants in the US.\nSAM: $1.2B annual spend on bookkeeping software and services (2023).',
  'Traction\n120 paying restaurants\n$18K MRR in Q2 2025, growing 15% month over month\nPilot with a 40-location franchise group',
  'Business Model\nSubscription: $149 per location per month\nGross margin 82%',
  'Competition\nQuickBooks\nXero\nMarginEdge\nWe are the only tool built around invoices first.',
  'Team\nMaya Chen, CEO — ex-Toast product lead\nDaniel Okafor, CTO — built OCR pipelines at Stripe\nPriya Raman, Head of Sales',
  'Financials\nRevenue 2022: $40K\nRevenue 2023: $95K\nRevenue 2024: $160K\nBurn: $60K per month',
  'The Ask\nWe are raising a $1.5M Seed round\n18 months of runway\nUse of funds: 50% engineering, 30% sales, 20% operations',
  'Contact\nmaya@lumora.io\nBased in Austin, Texas',
]);

/** A deck that states no stage, round or location. */
export const QUIETLY = deck('quietly-pitch-presentation.pptx', [
  'Quietly\nNoise maps for city apartments',
  'Problem\nRenters cannot know how loud an apartment is before they sign a lease.\nNoise complaints are the top reason tenants move out early.',
  'Solution\nQuietly is an app that measures night-time noise with a phone and publishes a score for every building.',
  'Market\nThere are 44 million renter households in the country, and landlords spend heavily on tenant turnover.',
  'Team\nLena Brandt, CEO\nOmar Haddad, CTO',
]);

export const INVOICE = deck('invoice_2291.pdf', [
  'INVOICE\nInvoice number: INV-2291\nDate: 3 March 2025\nDue date: 2 April 2025\nBill to: Harbor Cafe Ltd, 4 Quay Street, Dublin\nDescription Qty Unit price Amount\nEspresso machine service 1 €240.00 €240.00\nSubtotal €240.00\nVAT 23% €55.20\nTotal due €295.20\nPayment terms: 30 days',
]);

export const TEMPLATE = deck('startup-template.pptx', [
  'Your Company Name\nInsert your tagline here\nPresenter Name',
  'Problem\nLorem ipsum dolor sit amet, consectetur adipiscing elit.\nDescribe the pain of your customer.',
  'Solution\nLorem ipsum dolor sit amet.\nInsert a screenshot of your product',
  'Market\nThere are X target customers. Make sure to show the math.',
  'Team\nName, Title\nName, Title',
  'The Ask\nWe are raising $X to reach [milestone]',
]);

export const LECTURE = deck('week3-networking.ppt', [
  'Lecture 3: The Art of Networking\nCourse: Professional Skills for Engineers',
  'Learning objectives\nBy the end of this lesson students will be able to introduce themselves and follow up.',
  'What is networking?\nNetworking is the exchange of information and ideas among people with a common interest.',
  'Types of networking\nPersonal networking\nOperational networking\nStrategic networking',
  'Tips for networking events\nPrepare a short introduction.\nListen more than you talk.\nFollow up within two days.',
  'Homework assignment\nAttend one event before the next class and write a one-page reflection.',
  'Summary of the chapter\nNetworking is a skill that improves with practice.',
]);

export const PAPER = deck('consensus-paper.pdf', [
  'A Leaderless Consensus Protocol for Sensor Networks\nAbstract\nWe propose a consensus protocol for low-power sensor networks in which no node acts as leader. This paper defines the protocol formally, proves its safety under partial synchrony and evaluates it on a 64-node testbed. '.repeat(3),
  '1. Introduction\nConsensus among unreliable nodes is a classic problem (Lamport et al., 1982). Existing protocols assume a stable leader, which is costly for battery-powered devices that sleep most of the time. In Section 2 we define the model; Section 3 presents the protocol; Section 4 proves safety. '.repeat(3),
  'Definition 1. A configuration is safe if no two correct nodes decide different values.\nTheorem 1. The protocol is safe under partial synchrony.\nProof. By induction on rounds, as shown in equation (4). '.repeat(4),
  '5. Conclusion\nWe presented a leaderless protocol with provable safety.\nReferences\n[1] L. Lamport, R. Shostak, M. Pease. The Byzantine Generals Problem. 1982.\n[2] M. Castro, B. Liskov. Practical Byzantine Fault Tolerance. 1999. '.repeat(3),
]);

export const SALES_DECK = deck('Branch-Connect-Sales-Pitch.pdf', [
  '[Customer Name Here]\nBranch Connect: secure networking for every branch office\n[Presenter Name]',
  'Why choose Branch Connect for your business?\nYour branch network is growing faster than your IT team.\nWe cut the total cost of ownership of branch networking by 40%.',
  'Key benefits\nZero-touch deployment at your branch\nCentral policy for your network\n24/7 support for your IT staff',
  'Case study\nA regional bank connected 120 branches in six weeks and reduced outages by half.',
  'Pricing and packaging\nStandard, Advanced and Enterprise bundles',
  'Next steps\nRequest a demo or a free trial. Contact your account manager.',
]);

export function forAnalysis(d: DeckText): DeckForAnalysis {
  const m = analyseDeck(d).metadata;
  return {
    id: 'deck-1',
    companyName: m.companyName,
    product: m.product,
    industry: m.industry,
    stage: m.stage,
    roundSize: m.roundSize,
    geography: m.geography,
    website: m.website,
    keyPeople: m.keyPeople,
    shortDescription: m.shortDescription,
    executiveSummary: m.executiveSummary,
    pages: d.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.text })),
    fieldSources: m.fieldSources,
  };
}
