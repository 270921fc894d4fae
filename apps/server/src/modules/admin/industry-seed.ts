import type { Industry } from '@pitchscope/domain/constants';

/**
 * The built-in industry knowledge (spec deep-analysis-admin §2.8, §3 "Industry system"): one entry per
 * industry of INDUSTRIES except 'Industry Agnostic', with its sub-industries, the deep research text the
 * analysis uses as a benchmark, key metrics, focus areas and critical questions. Seeded once into an
 * empty table; afterwards the admin's edits are the truth.
 *
 * Ranges are typical figures for venture-backed companies at seed to Series B; they are benchmarks to
 * question a deck with, not pass/fail thresholds.
 */
export interface IndustrySeed {
  name: Exclude<Industry, 'Industry Agnostic'>;
  description: string;
  subIndustries: { name: string; description: string }[];
  deepResearch: string;
  keyMetrics: string[];
  focusAreas: string[];
  criticalQuestions: string[];
}

export const INDUSTRY_SEED: readonly IndustrySeed[] = [
  {
    name: 'SaaS / Software',
    description:
      'Software sold as a subscription service to businesses or consumers, delivered over the cloud.',
    subIndustries: [
      {
        name: 'Horizontal SaaS',
        description: 'Tools used across industries: CRM, HR, finance, collaboration, productivity.',
      },
      {
        name: 'Vertical SaaS',
        description:
          'Software built for one industry (construction, legal, clinics, restaurants), often with embedded payments.',
      },
      {
        name: 'Enterprise Software',
        description: 'Large-contract software sold top-down to enterprises with long sales cycles.',
      },
      {
        name: 'SMB Software',
        description: 'Self-serve or inside-sales software for small and medium businesses.',
      },
      { name: 'Data & Analytics', description: 'Data infrastructure, BI and analytics platforms.' },
    ],
    deepResearch:
      'Judge SaaS on the quality and efficiency of recurring revenue. Separate ARR from one-off services and pilots, and check that ARR is contracted, not annualised peak months. Benchmarks: year-over-year ARR growth of 3x at $1–3M ARR and 2–2.5x at $3–10M is top-quartile; gross margin 70–85%; net revenue retention above 100% (SMB) and above 110–120% (enterprise); gross logo churn under 2–3% a month for SMB and under 10% a year for enterprise; CAC payback under 12–18 months; LTV/CAC above 3; burn multiple under 1.5–2. The Rule of 40 becomes relevant after about $10M ARR. Risks: high services share disguised as software, concentration on a few large logos, feature-level products that incumbents can bundle, and AI features that compress seat-based pricing.',
    keyMetrics: [
      'ARR and growth rate',
      'Net revenue retention (NRR)',
      'Gross margin',
      'CAC payback period',
      'LTV/CAC',
      'Logo churn',
      'Burn multiple',
    ],
    focusAreas: [
      'Recurring revenue quality',
      'Sales efficiency',
      'Retention and expansion',
      'Competitive moat against incumbents',
      'Pricing model',
    ],
    criticalQuestions: [
      'How much of your ARR is contracted recurring revenue, and how much is services, pilots or usage that may not recur?',
      'What are your gross and net revenue retention by customer cohort?',
      'What is your CAC payback by channel, and how has it changed as you scaled?',
      'What share of ARR comes from your top 5 customers?',
      'Why can an incumbent not ship this as a feature within a year?',
    ],
  },
  {
    name: 'Fintech',
    description:
      'Technology companies providing or enabling financial services: payments, lending, banking, insurance and wealth.',
    subIndustries: [
      {
        name: 'Payments',
        description: 'Payment processing, acquiring, checkout, cross-border payments and payouts.',
      },
      {
        name: 'Lending & Credit',
        description: 'Consumer and SME lending, BNPL, credit scoring and underwriting.',
      },
      {
        name: 'Neobanking',
        description: 'Digital banks and embedded banking accounts for consumers or businesses.',
      },
      { name: 'Insurtech', description: 'Insurance distribution, underwriting and claims technology.' },
      {
        name: 'Wealth & Investment',
        description: 'Brokerage, robo-advice, savings and investment platforms.',
      },
      {
        name: 'Regtech & Compliance',
        description: 'KYC/AML, fraud prevention and regulatory reporting software.',
      },
    ],
    deepResearch:
      'Fintech economics hinge on take rate, credit losses and the cost of regulation. For payments look at total payment volume (TPV) growth and net take rate after interchange and scheme fees (typically 0.2–1% for B2B and acquiring, 1.5–3% for SMB checkout). For lending look at loss rates against pricing (net charge-offs of 2–8% for consumer unsecured credit), cost of funds and the funding structure: balance-sheet lending needs far more equity than a marketplace or bank partnership. Neobanks are judged on revenue per active customer (often $50–150 a year), primary-account share and CAC. Check licences (EMI, payment institution, lending, broker, insurance) or the partner bank model, and its concentration risk. Risks: regulatory change, fraud, credit cycles, dependence on one sponsor bank, and interchange caps.',
    keyMetrics: [
      'Total payment volume (TPV) or loan book',
      'Net take rate',
      'Credit loss / default rate',
      'Revenue per active user',
      'CAC',
      'Cost of funds',
      'Fraud loss rate',
    ],
    focusAreas: [
      'Regulatory licences and partner banks',
      'Unit economics after losses',
      'Funding structure',
      'Fraud and risk controls',
      'Distribution',
    ],
    criticalQuestions: [
      'Which licences do you hold or rely on through partners, and what happens if your partner bank terminates?',
      'What is your net take rate after all processing and partner costs?',
      'How have loss rates developed by cohort, and how were they stress-tested?',
      'How is lending funded, and what share of the loan book sits on your balance sheet?',
      'What does it cost to acquire an active, transacting customer?',
    ],
  },
  {
    name: 'Biotech / Healthcare',
    description:
      'Therapeutics, medical devices, diagnostics and digital health companies improving care and outcomes.',
    subIndustries: [
      {
        name: 'Therapeutics',
        description: 'Drug discovery and development: small molecules, biologics, cell and gene therapy.',
      },
      {
        name: 'Medical Devices',
        description: 'Devices and equipment for diagnosis, treatment and monitoring.',
      },
      { name: 'Diagnostics', description: 'In-vitro diagnostics, imaging and screening tests.' },
      {
        name: 'Digital Health',
        description: 'Software, telehealth and remote care for patients and providers.',
      },
      {
        name: 'Healthcare IT',
        description: 'Software for hospitals, payers and clinics: EHR, revenue cycle, workflow.',
      },
    ],
    deepResearch:
      'Value in biotech is driven by clinical and regulatory milestones, not revenue. Map the pipeline to its stage (preclinical, Phase I–III) and the capital and time to the next value inflection; typical probabilities of approval from Phase I are around 10%, higher in rare diseases. Check IP (composition-of-matter patents, freedom to operate, expiry), the regulatory pathway (FDA 510(k) vs PMA for devices, CE/MDR in Europe, breakthrough designations) and the quality of scientific advisers. For digital health and healthcare IT, reimbursement is decisive: who pays (payer, provider, employer, patient), existing billing codes, and sales cycles of 9–18 months into hospitals. Benchmarks: digital health gross margin 60–80%, clinical evidence from controlled studies. Risks: trial failure, regulatory delay, reimbursement, data privacy (HIPAA/GDPR) and dilution before the next readout.',
    keyMetrics: [
      'Pipeline stage and next milestone',
      'Cash runway to next readout',
      'Clinical endpoints and results',
      'Regulatory pathway',
      'Reimbursement status',
      'Patent life',
      'Sales cycle length',
    ],
    focusAreas: [
      'Clinical evidence',
      'Regulatory strategy',
      'Intellectual property',
      'Reimbursement and payer',
      'Scientific team',
    ],
    criticalQuestions: [
      'What is the next value-inflecting milestone, when, and is it funded by this round?',
      'What do your data show against the standard of care, and how large and controlled were the studies?',
      'What is your regulatory pathway and what has the regulator said so far?',
      'Who pays for the product, and under which reimbursement code?',
      'What patents protect the core asset, and when do they expire?',
    ],
  },
  {
    name: 'E-commerce / Retail',
    description:
      'Online and omnichannel retail, direct-to-consumer brands and the technology that powers commerce.',
    subIndustries: [
      {
        name: 'Direct-to-Consumer Brands',
        description: 'Brands selling their own products online, often with retail expansion.',
      },
      { name: 'Online Retail', description: 'Multi-brand online stores and category specialists.' },
      {
        name: 'Commerce Enablement',
        description: 'Software and services for merchants: storefronts, fulfilment, returns, analytics.',
      },
      {
        name: 'Social & Live Commerce',
        description: 'Sales through social platforms, creators and live streaming.',
      },
      {
        name: 'Subscription Commerce',
        description: 'Recurring product deliveries and replenishment models.',
      },
    ],
    deepResearch:
      'E-commerce lives or dies on contribution margin and repeat purchase. Rebuild the unit economics per order: average order value, product gross margin (40–70% for strong DTC brands, 20–35% for resellers), fulfilment, shipping, returns and payment costs, then marketing. Contribution margin after marketing should be positive by the second order. Benchmarks: blended CAC payback on first-order contribution within 3–6 months, repeat purchase rate above 25–30% within 12 months, LTV/CAC above 3 over 24 months, return rates of 5–10% (up to 30–40% in fashion). Watch rising paid-social CAC, dependence on Amazon or one platform, inventory risk and working capital, and discounts that inflate growth. Check cohort revenue curves rather than total GMV.',
    keyMetrics: [
      'GMV / net revenue',
      'Average order value',
      'Gross margin',
      'Contribution margin per order',
      'CAC and payback',
      'Repeat purchase rate',
      'Return rate',
    ],
    focusAreas: [
      'Unit economics per order',
      'Customer retention and cohorts',
      'Channel dependence',
      'Inventory and working capital',
      'Brand defensibility',
    ],
    criticalQuestions: [
      'What is your contribution margin per order after fulfilment, returns and marketing?',
      'How do revenue cohorts behave over 12 and 24 months?',
      'What share of sales and traffic depends on one platform or channel?',
      'How much of your growth was driven by discounts or promotions?',
      'How much working capital does inventory tie up as you grow?',
    ],
  },
  {
    name: 'AI / Machine Learning',
    description:
      'Companies whose core product is built on machine learning: foundation models, AI applications and AI infrastructure.',
    subIndustries: [
      {
        name: 'Foundation Models',
        description: 'Companies training large general-purpose or domain models.',
      },
      {
        name: 'AI Applications',
        description: 'Products applying models to a job or workflow (copilots, agents, automation).',
      },
      {
        name: 'AI Infrastructure & MLOps',
        description: 'Tooling for training, serving, evaluating and monitoring models.',
      },
      {
        name: 'Computer Vision',
        description: 'Image and video understanding for industry, retail, security and health.',
      },
      {
        name: 'Data Labelling & Synthetic Data',
        description: 'Training-data production, annotation and data generation.',
      },
    ],
    deepResearch:
      'In AI the question is what stays defensible when models commoditise. Identify the moat: proprietary data or feedback loops, deep workflow integration, distribution, or genuine model advantage backed by evaluations. Gross margins are often lower than SaaS because of inference costs (40–60% is common early, versus a 70%+ target); ask for cost per task and how it falls. Distinguish paid production usage from pilots and proofs of concept, which convert poorly. Benchmarks for applications follow SaaS (ARR growth, NRR above 100%, payback under 18 months), with closer attention to usage retention. For model companies check compute access and cost, the training budget and team pedigree. Risks: dependence on one model provider, platform features of OpenAI, Google or Microsoft overlapping the product, data rights and licensing, hallucination liability and regulation such as the EU AI Act.',
    keyMetrics: [
      'ARR and pilot-to-paid conversion',
      'Gross margin after inference costs',
      'Inference cost per task',
      'Usage retention',
      'Model quality on evaluations',
      'Proprietary data volume',
      'NRR',
    ],
    focusAreas: [
      'Defensibility beyond the model',
      'Inference economics',
      'Data rights and feedback loops',
      'Dependence on model providers',
      'Production versus pilot usage',
    ],
    criticalQuestions: [
      'What part of the product would survive if a frontier model offered the same capability tomorrow?',
      'What is your gross margin after inference, and how does cost per task trend?',
      'How many customers use the product in production and pay for it, versus pilots?',
      'Which data do you own or have rights to, and how does usage improve the product?',
      'How do you measure and control model errors for customers?',
    ],
  },
  {
    name: 'Cybersecurity',
    description: 'Products that protect systems, networks, identities, applications and data against attack.',
    subIndustries: [
      {
        name: 'Identity & Access',
        description: 'Authentication, identity governance and privileged access.',
      },
      {
        name: 'Cloud & Application Security',
        description: 'Securing cloud infrastructure, code, APIs and the software supply chain.',
      },
      {
        name: 'Endpoint & Network Security',
        description: 'Protection of devices and networks, detection and response.',
      },
      { name: 'Security Operations', description: 'SIEM, SOAR, threat intelligence and managed detection.' },
      {
        name: 'Data Security & Privacy',
        description: 'Data discovery, loss prevention, encryption and privacy compliance.',
      },
    ],
    deepResearch:
      "Security buyers consolidate vendors, so ask whether the product is a platform or a feature that CrowdStrike, Palo Alto Networks, Microsoft or a cloud provider can absorb. Founder credibility (former CISOs, government or vendor research backgrounds) and references from security teams matter a lot. Benchmarks follow enterprise SaaS: ARR growth of 2–3x early, gross margin 75–85%, NRR of 115–130% for strong land-and-expand products, sales cycles of 3–9 months, proofs of concept that convert above 50%. Check the size of the budget line the product replaces, the deployment effort, false-positive rates and integration with existing stacks. Risks: long enterprise cycles, commoditisation, the vendor's own security posture, and the need for compliance certifications (SOC 2, ISO 27001, FedRAMP) before larger deals.",
    keyMetrics: [
      'ARR and growth',
      'NRR',
      'POC-to-paid conversion',
      'Sales cycle length',
      'Gross margin',
      'Deployment time',
      'Detection efficacy / false-positive rate',
    ],
    focusAreas: [
      'Platform versus feature risk',
      'Technical differentiation',
      'Go-to-market into security teams',
      'Certifications and trust',
      'Vendor consolidation',
    ],
    criticalQuestions: [
      'Which budget line does your product replace, and who signs the purchase?',
      'Why will buyers not wait for their existing platform vendor to add this?',
      'What share of proofs of concept convert to paid, and how long does deployment take?',
      'Which certifications do you hold, and which are needed for your target customers?',
      'How do you measure detection quality and false positives with customers?',
    ],
  },
  {
    name: 'Edtech',
    description:
      'Technology for learning: schools, higher education, professional upskilling and consumer learning.',
    subIndustries: [
      { name: 'K-12', description: 'Products for primary and secondary schools, teachers and parents.' },
      { name: 'Higher Education', description: 'Tools and programmes for universities and their students.' },
      {
        name: 'Corporate Learning',
        description: 'Upskilling, training and learning platforms sold to employers.',
      },
      { name: 'Consumer Learning', description: 'Apps and courses paid for by individual learners.' },
      {
        name: 'Bootcamps & Certification',
        description: 'Career-focused programmes with job or credential outcomes.',
      },
    ],
    deepResearch:
      'Ask who pays and who uses, since they often differ (districts, universities, employers or learners). School and university sales are slow, seasonal and budget-bound; corporate learning follows B2B SaaS metrics; consumer learning depends on conversion and retention. Benchmarks: consumer app free-to-paid conversion of 2–5%, monthly churn under 5–8% for subscriptions, course completion (often under 15% for self-paced MOOCs, far higher for cohort-based programmes), B2B NRR above 100%. Evidence of learning outcomes (test scores, job placement, certification pass rates) is both a sales tool and a moat. Risks: post-pandemic demand normalisation, procurement cycles, student data privacy (COPPA, FERPA, GDPR), income-share or loan-financed tuition, and competition from free content and AI tutors.',
    keyMetrics: [
      'Paying users or institutions',
      'Free-to-paid conversion',
      'Retention / churn',
      'Completion rate',
      'Learning or placement outcomes',
      'CAC',
      'Revenue per learner',
    ],
    focusAreas: [
      'Buyer versus user',
      'Demonstrated learning outcomes',
      'Sales cycle and seasonality',
      'Engagement and completion',
      'Data privacy for minors',
    ],
    criticalQuestions: [
      'Who is the paying customer, and how long is the sales cycle from first contact to contract?',
      'What evidence shows that learners achieve better outcomes?',
      'What are your completion and retention rates by cohort?',
      'How will AI tutors and free content affect your pricing?',
      'How do you handle consent and data for minors?',
    ],
  },
  {
    name: 'Logistics / Supply Chain',
    description:
      'Moving and storing goods: freight, last-mile delivery, warehousing and supply-chain software.',
    subIndustries: [
      {
        name: 'Freight & Digital Forwarding',
        description: 'Brokerage and forwarding of road, ocean and air freight.',
      },
      {
        name: 'Last-Mile Delivery',
        description: 'Parcel, grocery and same-day delivery to the end customer.',
      },
      {
        name: 'Warehousing & Fulfilment',
        description: 'Storage, fulfilment networks and warehouse automation.',
      },
      {
        name: 'Supply Chain Software',
        description: 'Visibility, planning, procurement and transport management software.',
      },
      {
        name: 'Fleet & Mobility Logistics',
        description: 'Fleet management, telematics and electrified fleets.',
      },
    ],
    deepResearch:
      'Separate asset-light software from asset-heavy operations, because margins and capital needs differ by an order of magnitude. Freight brokers are judged on gross margin per load (net revenue of 10–18% of gross bookings) and load volume per employee; delivery businesses on cost per drop, drops per route-hour and density; warehouse businesses on utilisation and cost per order; software on SaaS metrics with integration depth into ERP and TMS. Freight is cyclical: check performance across the 2021 peak and the 2023 downturn. Benchmarks: software gross margin above 70%, brokerage take rate above 12%, last-mile contribution margin positive at mature density. Risks: thin margins, customer concentration, fuel and labour costs, automation capital intensity and incumbents with network scale.',
    keyMetrics: [
      'Gross bookings and net revenue',
      'Gross margin per shipment or load',
      'Cost per delivery',
      'Asset utilisation',
      'On-time delivery rate',
      'Customer concentration',
      'Capital expenditure',
    ],
    focusAreas: [
      'Asset-light versus asset-heavy model',
      'Unit economics per shipment',
      'Network density',
      'Cyclicality',
      'Technology differentiation',
    ],
    criticalQuestions: [
      'What is your net revenue and gross margin per shipment, and how did it move through the freight cycle?',
      'How much capital do you need per new city, warehouse or route?',
      'What share of revenue comes from the top three customers?',
      'Which parts of the operation are automated, and what does that save?',
      'How do you compete with carriers and incumbents that own their networks?',
    ],
  },
  {
    name: 'Real Estate / Proptech',
    description: 'Technology for buying, selling, renting, financing, building and operating property.',
    subIndustries: [
      {
        name: 'Residential Transactions',
        description: 'Brokerage, iBuying and mortgage technology for homes.',
      },
      {
        name: 'Rental & Property Management',
        description: 'Software and services for landlords, tenants and property managers.',
      },
      {
        name: 'Commercial Real Estate Tech',
        description:
          'Leasing, building operations and workplace management for offices, retail and industrial.',
      },
      {
        name: 'Construction & Development Tech',
        description: 'Planning, financing and managing new developments.',
      },
      { name: 'Smart Buildings', description: 'IoT, energy management and access control for buildings.' },
    ],
    deepResearch:
      'Proptech is sensitive to interest rates and transaction volumes; check how the business performed as rates rose in 2022–2023. Distinguish software sold to property owners and managers (SaaS metrics, often per unit or per square foot) from transactional or balance-sheet models (iBuying, rent-to-own, co-living) that carry inventory and financing risk. Benchmarks: property-management software priced at $1–3 per unit per month with low churn once integrated; brokerage models with take rates of 1–3% of transaction value; balance-sheet models need low cost of capital and disciplined pricing. Check regulatory constraints (licensing, rent regulation, tenant screening law), the sales motion into fragmented landlords, and the integration with existing property systems. Risks: cycle exposure, capital intensity, long sales cycles in commercial real estate and local regulation.',
    keyMetrics: [
      'Units or square footage under management',
      'Transaction volume',
      'Take rate',
      'Revenue per unit',
      'Churn',
      'Inventory days and holding cost',
      'Cost of capital',
    ],
    focusAreas: [
      'Interest-rate and cycle exposure',
      'Software versus balance-sheet model',
      'Regulation and licensing',
      'Distribution into fragmented owners',
      'Capital requirements',
    ],
    criticalQuestions: [
      'How did volumes and margins change when interest rates rose?',
      'Do you hold property or credit risk on your balance sheet, and how is it financed?',
      'What is your revenue per unit or per transaction, and how is it trending?',
      'Which licences and local regulations govern your model?',
      'How do you reach and retain small landlords or brokers cost-effectively?',
    ],
  },
  {
    name: 'Energy / Cleantech',
    description: 'Technologies that generate, store, distribute or save energy and reduce emissions.',
    subIndustries: [
      {
        name: 'Renewable Generation',
        description: 'Solar, wind and other renewable power projects and technology.',
      },
      { name: 'Energy Storage', description: 'Batteries, long-duration storage and grid balancing.' },
      {
        name: 'Grid & Energy Software',
        description: 'Grid management, virtual power plants, energy trading and efficiency software.',
      },
      { name: 'Carbon Management', description: 'Carbon accounting, capture, removal and offset markets.' },
      {
        name: 'E-Mobility Infrastructure',
        description: 'EV charging networks and fleet electrification services.',
      },
      { name: 'Hydrogen & Alternative Fuels', description: 'Green hydrogen, e-fuels and biofuels.' },
    ],
    deepResearch:
      'Place the technology on a readiness scale (TRL) and map the path from pilot to first-of-a-kind plant to commercial scale, with the capital each step needs; hardware companies often need project finance or grants alongside venture equity. Unit economics are judged by levelised cost (LCOE or LCOS) against incumbents, with and without subsidies (IRA tax credits, EU programmes), and by offtake agreements that secure demand. Software in energy follows SaaS metrics but sells into utilities with long cycles. Benchmarks: storage projects at $150–300 per kWh installed, EV charger utilisation above 15–20% for profitability, carbon removal credibility via third-party verification and permanence. Risks: policy dependence, commodity prices, supply chains (cells, critical minerals), permitting and grid-connection queues, and greenwashing claims.',
    keyMetrics: [
      'Technology readiness level (TRL)',
      'Levelised cost versus incumbents',
      'Offtake or contracted revenue',
      'Capex per unit of capacity',
      'Subsidy dependence',
      'Utilisation rate',
      'Emissions avoided per dollar',
    ],
    focusAreas: [
      'Path to commercial scale',
      'Cost competitiveness without subsidies',
      'Policy and permitting risk',
      'Capital stack and project finance',
      'Verified climate impact',
    ],
    criticalQuestions: [
      'What is your cost per unit today and at scale, compared with the incumbent technology?',
      'How would your economics change without current subsidies or tax credits?',
      'Which offtake agreements or letters of intent secure demand, and how binding are they?',
      'How will you finance the first commercial plant or deployment?',
      'How are your emissions reductions measured and verified?',
    ],
  },
  {
    name: 'Media / Entertainment',
    description:
      'Content creation, distribution and the creator economy across video, audio, publishing and events.',
    subIndustries: [
      {
        name: 'Streaming & Video',
        description: 'Video platforms, streaming services and production studios.',
      },
      { name: 'Music & Audio', description: 'Music rights, streaming, podcasts and audio platforms.' },
      { name: 'Creator Economy', description: 'Tools and platforms that help creators monetise audiences.' },
      {
        name: 'Digital Publishing & News',
        description: 'Online publications, newsletters and content networks.',
      },
      { name: 'Live Events & Ticketing', description: 'Events, ticketing and fan experiences.' },
    ],
    deepResearch:
      'Media businesses are hit-driven; look for repeatable audience acquisition and monetisation rather than a single success. For subscriptions, check monthly churn (under 5% is good for consumer video and audio), ARPU and content cost as a share of revenue. For advertising models, check CPMs, fill rates and audience quality; ad revenue is cyclical. Creator tools follow SaaS or take-rate models (5–20% take rates are typical) and depend on retaining top creators. Rights ownership is central: who owns the content, catalogue value, licensing terms and royalties. Benchmarks: content costs often 50–70% of revenue for streaming; newsletter paid conversion of 5–10% of free readers. Risks: platform dependence (YouTube, TikTok, Spotify, app stores), algorithm changes, rights disputes, creator churn and AI-generated content.',
    keyMetrics: [
      'Monthly active users and engagement time',
      'Subscriber churn',
      'ARPU',
      'Content cost as % of revenue',
      'CPM and fill rate',
      'Creator retention',
      'Take rate',
    ],
    focusAreas: [
      'Rights ownership',
      'Audience acquisition and retention',
      'Monetisation mix',
      'Platform dependence',
      'Hit dependence',
    ],
    criticalQuestions: [
      'Which content and rights do you own, and on what terms do you license the rest?',
      'How much of your audience arrives through one platform or algorithm?',
      'What is subscriber churn by cohort, and what drives it?',
      'How concentrated are revenue and engagement among your top titles or creators?',
      'What does it cost to acquire a paying user, and how long do they stay?',
    ],
  },
  {
    name: 'Food & Beverage',
    description: 'Food and drink brands, food technology, restaurants and food service.',
    subIndustries: [
      {
        name: 'Packaged Food & Beverage Brands',
        description: 'Consumer brands sold through retail and online.',
      },
      {
        name: 'Alternative Proteins',
        description: 'Plant-based, fermentation-derived and cultivated proteins.',
      },
      {
        name: 'Restaurant Tech',
        description: 'Ordering, payments, kitchen and delivery software for restaurants.',
      },
      {
        name: 'Food Delivery & Ghost Kitchens',
        description: 'Delivery platforms and delivery-only kitchens.',
      },
      {
        name: 'Food Safety & Ingredients',
        description: 'Ingredient innovation, food safety and traceability.',
      },
    ],
    deepResearch:
      'For brands, look at velocity (units per store per week), distribution growth, repeat purchase and gross margin after trade spend; a brand that wins shelf space but not repeat purchases will be delisted. Typical benchmarks: gross margin of 35–50% for packaged brands, trade spend of 15–25% of gross sales, slotting fees, and distributor margins of 20–30%. Alternative proteins must show a credible path to price parity and taste acceptance; check production costs per kilogram and scale-up capacity, and how the company weathered the 2022–2023 demand correction. Restaurant tech follows SaaS metrics with high SMB churn (2–4% a month). Delivery models need positive contribution per order. Risks: commodity costs, retailer power, food safety recalls, regulatory approval for novel foods and low brand loyalty.',
    keyMetrics: [
      'Velocity (units/store/week)',
      'Points of distribution',
      'Gross margin after trade spend',
      'Repeat purchase rate',
      'Production cost per unit',
      'Contribution per order',
      'Retailer concentration',
    ],
    focusAreas: [
      'Retail velocity and repeat',
      'Margin structure and trade spend',
      'Manufacturing and scale-up',
      'Regulatory approvals',
      'Brand differentiation',
    ],
    criticalQuestions: [
      'What is your velocity per store, and how does it compare with the category leaders?',
      'What is your gross margin after trade spend, slotting and distributor costs?',
      'Who manufactures your product, and what capacity and cost do you have at scale?',
      'What share of customers buy again within 90 days?',
      'Which regulatory approvals are needed for your ingredients or process?',
    ],
  },
  {
    name: 'Manufacturing',
    description:
      'Companies that make physical products or improve how products are made, including industrial technology.',
    subIndustries: [
      {
        name: 'Advanced Manufacturing',
        description: 'Additive manufacturing, new materials and precision production.',
      },
      {
        name: 'Industrial Automation & Robotics',
        description: 'Robots, machine vision and factory automation.',
      },
      {
        name: 'Industrial Software & IoT',
        description: 'Manufacturing execution, predictive maintenance and connected equipment.',
      },
      { name: 'Contract Manufacturing', description: 'Production-as-a-service and manufacturing networks.' },
      { name: 'Materials & Chemicals', description: 'New materials, coatings and sustainable chemicals.' },
    ],
    deepResearch:
      "Examine the route from prototype to volume production and the capital it needs: tooling, plants, certifications and working capital. Hardware gross margins of 30–50% are healthy; robotics-as-a-service and industrial software can reach 60–80%. For automation, the buyer's payback (ideally under 2 years) drives adoption; ask for deployed units and uptime in production, not demos. Industrial software follows SaaS metrics but sells through plant managers with long pilots and procurement cycles of 6–18 months. Check supply-chain resilience, bill-of-materials cost trends and IP around processes. Risks: capital intensity, slow enterprise adoption, supply-chain shocks, integration with legacy equipment and customer concentration among a few large manufacturers.",
    keyMetrics: [
      'Units deployed / production volume',
      'Gross margin',
      'Customer payback period',
      'Bill-of-materials cost',
      'Uptime / yield',
      'Capex requirements',
      'Pilot-to-contract conversion',
    ],
    focusAreas: [
      'Scale-up path and capital',
      'Customer ROI',
      'Supply-chain resilience',
      'Integration with existing equipment',
      'Process IP',
    ],
    criticalQuestions: [
      'How many units run in production at customer sites, and with what uptime?',
      'What payback does a customer achieve, and how was it measured?',
      'What capital is needed to reach volume production, and where will it come from?',
      'How has your bill-of-materials cost changed and how will it change at scale?',
      'How many pilots converted to multi-site contracts?',
    ],
  },
  {
    name: 'Automotive',
    description: 'Vehicles, mobility services and the technology inside and around cars and fleets.',
    subIndustries: [
      { name: 'Electric Vehicles', description: 'EV makers and electric powertrain technology.' },
      {
        name: 'Autonomous Driving & ADAS',
        description: 'Self-driving software, sensors and driver assistance.',
      },
      { name: 'Connected Car & Software', description: 'Vehicle software, telematics and in-car services.' },
      {
        name: 'Mobility Services',
        description: 'Ride-hailing, car sharing, subscriptions and micromobility.',
      },
      { name: 'Aftermarket & Automotive Retail', description: 'Car buying, servicing, parts and insurance.' },
    ],
    deepResearch:
      'Automotive suppliers win through long OEM design cycles: a design win today brings revenue three to five years later, so distinguish signed production contracts (with volumes) from pilots and memoranda. Safety certification (ISO 26262, ASPICE, UNECE regulations) and automotive-grade quality are gates. Vehicle makers need enormous capital; check the path to gross-margin-positive units and the cash to reach it. Mobility services are judged on utilisation, revenue per vehicle per day and contribution after maintenance, insurance and depreciation. Benchmarks: Tier-1 supplier margins of 5–10%, software suppliers 60%+, shared-mobility utilisation above 3–4 rides per vehicle per day. Risks: OEM concentration, long payment terms, EV demand shifts, regulation of autonomy, and capital intensity.',
    keyMetrics: [
      'OEM design wins and contracted volumes',
      'Revenue per vehicle',
      'Gross margin per unit',
      'Vehicle utilisation',
      'Certification status',
      'Time to start of production',
      'Cash burn to SOP',
    ],
    focusAreas: [
      'OEM contracts and design cycles',
      'Safety certification',
      'Capital intensity',
      'Unit economics per vehicle',
      'Regulation of autonomy',
    ],
    criticalQuestions: [
      'Which OEM contracts are signed for series production, with which volumes and start dates?',
      'Which safety certifications do you need, and where are you in the process?',
      'What is your gross margin per unit today and at target volume?',
      'How much cash do you need to reach start of production or profitability?',
      'How dependent are you on one OEM or platform?',
    ],
  },
  {
    name: 'Travel / Hospitality',
    description: 'Travel booking, accommodation, hospitality operations and travel technology.',
    subIndustries: [
      { name: 'Online Travel Booking', description: 'Booking of flights, hotels, packages and experiences.' },
      {
        name: 'Alternative Accommodation',
        description: 'Short-term rentals, serviced apartments and hostels.',
      },
      {
        name: 'Hospitality Software',
        description: 'Property management, revenue management and guest experience for hotels.',
      },
      { name: 'Corporate Travel', description: 'Business travel booking and expense management.' },
      { name: 'Tours & Experiences', description: 'Activities, tours and local experiences.' },
    ],
    deepResearch:
      'Travel is seasonal and cyclical, and customer acquisition runs through Google and the large online travel agencies, so marketing efficiency decides profitability. Benchmarks: OTA take rates of 10–25% for hotels and experiences but only a few percent on flights, marketing spend of 30–50% of revenue for consumer travel, repeat booking rates that rarely exceed 30–40% a year. Hospitality software follows SaaS metrics (per-room pricing, low churn once integrated with the property management system). Corporate travel is judged on gross booking value, revenue per trip and client retention. Check the recovery pattern after the pandemic, cancellation and refund exposure, and working capital from prepaid bookings. Risks: dependence on Google and OTAs, regulation of short-term rentals, shocks (pandemics, conflicts), and the chargebacks of payment models.',
    keyMetrics: [
      'Gross booking value',
      'Take rate',
      'Marketing cost as % of revenue',
      'Repeat booking rate',
      'Cancellation rate',
      'Revenue per available room (for hotels)',
      'Seasonality of revenue',
    ],
    focusAreas: [
      'Customer acquisition cost and channel',
      'Seasonality and shocks',
      'Supply access',
      'Regulation of rentals',
      'Working capital from prepayments',
    ],
    criticalQuestions: [
      'What share of bookings comes from paid search and OTAs, and at what cost?',
      'What is your repeat booking rate by cohort?',
      'How exposed are you to cancellations and refunds, and who bears the cost?',
      'How do you secure supply at better terms than the large agencies?',
      'How did the business perform through the last travel shock?',
    ],
  },
  {
    name: 'Gaming',
    description: 'Game studios, publishers, game platforms and technology for players and developers.',
    subIndustries: [
      { name: 'Mobile Games', description: 'Free-to-play and premium games for phones and tablets.' },
      { name: 'PC & Console Games', description: 'Premium and live-service games for PC and consoles.' },
      {
        name: 'Esports & Communities',
        description: 'Competitive gaming, tournaments and player communities.',
      },
      {
        name: 'Game Development Tools',
        description: 'Engines, backend services, analytics and content tools for studios.',
      },
      {
        name: 'Game Platforms & Distribution',
        description: 'Stores, cloud gaming and user-generated game platforms.',
      },
    ],
    deepResearch:
      "Game studios are hit-driven; evaluate the team's shipped titles, the soft-launch data of the current game and the cost to reach global launch. Mobile free-to-play benchmarks: day-1 retention above 40%, day-7 above 15–20%, day-30 above 6–10%, payer conversion of 2–5%, and LTV above CPI (cost per install) with margin after the 30% platform fee. Premium PC and console games depend on wishlists, reviews and launch windows. Live-service games need continuous content pipelines. Tools and backend services follow SaaS or usage-based models and benefit from many studios rather than one hit. Risks: hit dependence, rising user-acquisition costs after privacy changes (ATT), platform fees, long and over-budget production, and publisher terms.",
    keyMetrics: [
      'D1 / D7 / D30 retention',
      'Payer conversion',
      'ARPDAU',
      'LTV versus CPI',
      'Development budget and timeline',
      'Wishlists / pre-registrations',
      'Studio track record',
    ],
    focusAreas: [
      'Soft-launch data',
      'Team track record',
      'User acquisition economics',
      'Content pipeline',
      'Platform dependence',
    ],
    criticalQuestions: [
      'What are your retention and monetisation figures from soft launch or early access?',
      'What is your LTV compared with cost per install by channel?',
      'Which titles has the team shipped, and how did they perform?',
      'What budget and time remain to launch, and what happens if it slips?',
      'What are the terms of any publisher or platform agreement?',
    ],
  },
  {
    name: 'Agriculture / Agtech',
    description: 'Technology that makes farming and food production more productive and sustainable.',
    subIndustries: [
      {
        name: 'Precision Agriculture',
        description: 'Sensors, imagery, data and robotics for farm management.',
      },
      { name: 'Controlled Environment Agriculture', description: 'Vertical farms and greenhouses.' },
      {
        name: 'Ag Biotech & Inputs',
        description: 'Seeds, biologicals, crop protection and fertiliser alternatives.',
      },
      {
        name: 'Farm Management Software',
        description: 'Planning, compliance, finance and marketplaces for farmers.',
      },
      { name: 'Livestock & Aquaculture Tech', description: 'Animal health, feed and monitoring technology.' },
    ],
    deepResearch:
      'Farmers adopt slowly and buy seasonally, with thin margins; the product must show a clear yield or cost benefit, ideally over several seasons and in independent field trials. Sales often go through distributors and co-operatives. Benchmarks: a return of 3–5x the cost for the farmer, multi-season retention, and per-acre or per-hectare pricing that survives poor harvest years. Ag biotech needs regulatory approvals (EPA, EFSA) that take years. Controlled environment agriculture is capital- and energy-intensive; many vertical farms failed on energy costs, so check cost per kilogram against field-grown produce and energy contracts. Risks: weather and commodity cycles, long validation, regulation, distribution power and farm-data ownership.',
    keyMetrics: [
      'Acres / hectares under management',
      'Yield improvement or cost saving',
      'Farmer ROI',
      'Seasonal retention',
      'Cost per kg produced',
      'Energy cost share',
      'Regulatory approval status',
    ],
    focusAreas: [
      'Proven agronomic results',
      'Adoption and distribution',
      'Seasonality and cycles',
      'Regulatory pathway',
      'Energy and capital intensity',
    ],
    criticalQuestions: [
      'What yield or cost improvement has been shown in independent, multi-season trials?',
      'How do you reach farmers: direct, distributors or co-operatives, and at what cost?',
      'How many customers renewed after the first season?',
      'What is your production cost per kilogram compared with conventional supply?',
      'Which regulatory approvals are needed, and on what timeline?',
    ],
  },
  {
    name: 'Construction / Infrastructure',
    description:
      'Technology and services for designing, building and maintaining buildings and infrastructure.',
    subIndustries: [
      {
        name: 'Construction Management Software',
        description: 'Project management, scheduling, documentation and collaboration.',
      },
      { name: 'Design & BIM', description: 'Building information modelling and design automation.' },
      { name: 'Offsite & Modular Construction', description: 'Prefabricated and modular building systems.' },
      {
        name: 'Construction Robotics & Equipment',
        description: 'Robotics, drones and equipment technology on site.',
      },
      {
        name: 'Infrastructure Monitoring',
        description: 'Inspection and maintenance of roads, bridges, utilities and assets.',
      },
    ],
    deepResearch:
      'Construction is fragmented, low-margin and slow to adopt technology; products must fit the workflow of general contractors, subcontractors and owners and show savings per project. Software benchmarks follow vertical SaaS (pricing per project or per seat, NRR above 100% as customers use it on more projects, churn tied to project cycles). Modular construction has repeatedly failed on factory utilisation and capital intensity: check order backlog, factory utilisation and margin per unit. Infrastructure monitoring often sells to public bodies with procurement rules and long cycles. Risks: project cyclicality and interest rates, dependence on a few large contractors, public procurement, liability for defects, and labour shortages that both drive and limit adoption.',
    keyMetrics: [
      'Active projects / contract value',
      'Savings per project',
      'Backlog',
      'Factory utilisation (modular)',
      'NRR',
      'Sales cycle length',
      'Gross margin per project',
    ],
    focusAreas: [
      'Workflow fit and adoption',
      'Project cyclicality',
      'Capital intensity of offsite models',
      'Public procurement',
      'Liability',
    ],
    criticalQuestions: [
      'What measurable savings do customers achieve per project?',
      "How does usage expand across a customer's projects over time?",
      'What is your order backlog, and how much of it is contracted?',
      'How long is the sales cycle with contractors or public bodies?',
      'Who bears the liability if your product or building fails?',
    ],
  },
  {
    name: 'Telecommunications',
    description: 'Networks, connectivity and communication services, including the software that runs them.',
    subIndustries: [
      { name: 'Network Infrastructure', description: 'Radio, fibre, open RAN and network equipment.' },
      {
        name: 'Satellite & Space Connectivity',
        description: 'Satellite broadband, IoT and space-based communications.',
      },
      { name: 'Communications Platforms (CPaaS)', description: 'APIs for messaging, voice and video.' },
      { name: 'IoT Connectivity', description: 'Connectivity and management for connected devices.' },
      {
        name: 'Telecom Software & OSS/BSS',
        description: 'Billing, operations and network-automation software for operators.',
      },
    ],
    deepResearch:
      'Telecom buyers are a handful of large operators with long procurement and certification cycles, so customer concentration and time to revenue are central. Infrastructure and satellite plays are highly capital-intensive: check capex per subscriber or per satellite, spectrum rights and licences. CPaaS businesses are usage-based with gross margins of 40–55% because of carrier fees; check dollar-based net expansion and exposure to SMS pricing changes. IoT connectivity is judged on connections, ARPU (often under $1 a month) and churn. Benchmarks: operator software gross margins of 70%+, infrastructure payback over many years. Risks: operator capex cycles, regulation and spectrum, standards (3GPP) shifts, competition from hyperscalers and large vendors, and fraud in messaging.',
    keyMetrics: [
      'Operator contracts and pilots',
      'Subscribers or connections',
      'ARPU',
      'Capex per subscriber',
      'Gross margin after carrier fees',
      'Net expansion',
      'Spectrum and licence status',
    ],
    focusAreas: [
      'Operator sales cycles',
      'Capital intensity',
      'Regulation and spectrum',
      'Usage-based margin',
      'Standards alignment',
    ],
    criticalQuestions: [
      'Which operators have deployed you commercially, and how long did procurement take?',
      'What is your gross margin after carrier or network costs?',
      'How much capital is needed per subscriber or per unit of coverage?',
      'Which licences or spectrum rights do you hold or depend on?',
      'How concentrated is revenue among your largest customers?',
    ],
  },
  {
    name: 'Consumer Goods / CPG',
    description:
      'Branded consumer products sold through retail and online: beauty, personal care, household, apparel and more.',
    subIndustries: [
      {
        name: 'Beauty & Personal Care',
        description: 'Skincare, cosmetics, haircare and personal care brands.',
      },
      { name: 'Health & Wellness Products', description: 'Supplements, wellness and functional products.' },
      { name: 'Apparel & Footwear', description: 'Clothing, shoes and accessories brands.' },
      { name: 'Home & Household', description: 'Cleaning, home goods, furniture and household products.' },
      { name: 'Pet Products', description: 'Food, health and accessories for pets.' },
    ],
    deepResearch:
      'CPG brands scale through distribution and repeat purchase; judge the brand by sell-through, not sell-in. Benchmarks: gross margin of 50–70% for beauty and personal care, 40–55% for household and apparel; contribution margin positive after trade spend and marketing; CAC payback within 6 months for DTC; retail velocity in line with category leaders. Check channel mix (DTC, Amazon, wholesale), inventory turns (4–6 a year or more), and whether the brand has pricing power. Supplements and personal care need regulatory compliance on claims (FDA, FTC, EU cosmetics regulation). Risks: rising digital CAC, retailer concentration and chargebacks, copycats and private labels, inventory write-offs, and a brand built on one influencer or product.',
    keyMetrics: [
      'Net revenue and growth',
      'Gross margin',
      'Sell-through and velocity',
      'Repeat purchase rate',
      'CAC and payback',
      'Inventory turns',
      'Channel mix',
    ],
    focusAreas: [
      'Brand strength and pricing power',
      'Channel strategy',
      'Unit economics',
      'Inventory and supply chain',
      'Regulatory claims',
    ],
    criticalQuestions: [
      'What is your sell-through at retail, not just sell-in?',
      'What share of revenue is repeat, and how do cohorts behave?',
      'How are revenue and profit split across DTC, marketplaces and wholesale?',
      'How many times a year does inventory turn, and what was written off?',
      'Which product claims do you make, and how are they substantiated?',
    ],
  },
  {
    name: 'Marketplace',
    description:
      'Platforms that match buyers and sellers of goods, services or labour and take a share of transactions.',
    subIndustries: [
      { name: 'B2C Goods Marketplaces', description: 'Consumers buying goods from many sellers.' },
      { name: 'B2B Marketplaces', description: 'Businesses buying supplies, materials or services.' },
      {
        name: 'Services & Labour Marketplaces',
        description: 'Freelancers, gig work, home services and staffing.',
      },
      {
        name: 'Rental & Sharing Marketplaces',
        description: 'Renting or sharing assets between owners and users.',
      },
      {
        name: 'Managed Marketplaces',
        description: 'Marketplaces that vet supply and guarantee quality themselves.',
      },
    ],
    deepResearch:
      'Marketplaces are judged on liquidity and take rate. Check GMV growth, net revenue (take rate typically 5–15% for goods, 15–30% for services), the share of demand and supply that is repeat and organic, and liquidity measures such as search-to-fill or time-to-match. Winning marketplaces show falling CAC and rising repeat usage as density grows; look for these network effects city by city or category by category. Disintermediation (buyers and sellers leaving the platform after the first match) is the main risk for services. Benchmarks: more than 50% of GMV from repeat buyers in mature cohorts, supply utilisation rising over time, contribution margin positive in the oldest markets. Risks: subsidised growth, single-sided dependence, worker-classification regulation, fraud and trust, and competition from horizontal giants.',
    keyMetrics: [
      'GMV',
      'Take rate / net revenue',
      'Liquidity (fill rate, time to match)',
      'Repeat buyer share',
      'CAC on each side',
      'Supply utilisation',
      'Contribution margin by cohort or city',
    ],
    focusAreas: [
      'Liquidity and network effects',
      'Take rate sustainability',
      'Disintermediation',
      'Cohort economics',
      'Trust and safety',
    ],
    criticalQuestions: [
      'What share of GMV comes from repeat buyers, and how do cohorts develop?',
      'How do you prevent buyers and sellers from transacting off the platform?',
      'What are your fill rate and time to match in your most mature market?',
      'Is contribution margin positive in your oldest markets?',
      'How much of your growth is driven by subsidies or incentives?',
    ],
  },
  {
    name: 'Developer Tools',
    description: 'Products that help software engineers write, test, ship, run and observe software.',
    subIndustries: [
      { name: 'DevOps & CI/CD', description: 'Build, test, deployment and release tooling.' },
      { name: 'Observability & Monitoring', description: 'Logging, metrics, tracing and incident response.' },
      {
        name: 'APIs & Backend Infrastructure',
        description: 'Databases, backend services and API platforms.',
      },
      { name: 'AI Coding Tools', description: 'Code generation, review and developer copilots.' },
      {
        name: 'Open Source Commercial',
        description: 'Companies monetising an open-source project with cloud or enterprise editions.',
      },
    ],
    deepResearch:
      'Developer tools usually grow bottom-up: developers adopt for free, teams pay, enterprises sign contracts. Measure adoption (weekly active developers, GitHub stars as a weak signal, package downloads), free-to-paid conversion (1–5% of active users or accounts), and the conversion of self-serve teams into enterprise contracts. Benchmarks: NRR of 120–140% for strong usage-based products, gross margins of 70–80% (lower for hosted infrastructure with heavy compute), and efficient growth with little outbound sales early. Open-source companies need a clear line between free and paid value and protection against cloud providers hosting the project (licence choice). Risks: monetisation of a loved free product, hyperscalers bundling the capability, AI coding assistants changing workflows, and dependence on a single ecosystem.',
    keyMetrics: [
      'Weekly active developers',
      'Free-to-paid conversion',
      'NRR',
      'Self-serve versus enterprise revenue',
      'Gross margin',
      'Open-source adoption (downloads, contributors)',
      'Time to first value',
    ],
    focusAreas: [
      'Bottom-up adoption',
      'Monetisation model',
      'Open-source licence strategy',
      'Hyperscaler competition',
      'Enterprise readiness',
    ],
    criticalQuestions: [
      'How many developers use the product weekly, and how many organisations pay?',
      'How do self-serve teams convert into enterprise contracts?',
      'What stops a cloud provider from offering your open-source project as a service?',
      'What is your net revenue retention, and what drives expansion?',
      'How will AI coding assistants change the need for your product?',
    ],
  },
  {
    name: 'Web3 / Blockchain',
    description:
      'Blockchain protocols, decentralised applications and the infrastructure and services around digital assets.',
    subIndustries: [
      { name: 'Layer 1 & Layer 2 Protocols', description: 'Base blockchains and scaling networks.' },
      { name: 'DeFi', description: 'Decentralised exchanges, lending and other financial protocols.' },
      {
        name: 'Infrastructure & Tooling',
        description: 'Wallets, custody, node services, oracles and developer tools.',
      },
      {
        name: 'NFTs & Digital Ownership',
        description: 'Tokenised assets, collectibles and ownership records.',
      },
      {
        name: 'Tokenisation of Real-World Assets',
        description: 'Bringing securities, funds and real assets on-chain.',
      },
    ],
    deepResearch:
      'Separate real economic activity from token incentives: measure fees paid by users, revenue accruing to the company or protocol, and retention of active wallets after incentives end. For DeFi, total value locked (TVL) is volatile and easily rented with emissions; prefer protocol revenue and fee-paying users. For infrastructure and custody, judge on enterprise customers, assets under custody and SaaS-like revenue. Understand the token: its role, supply schedule, treasury, insider allocations and unlocks, and how equity investors participate in value. Regulatory status is decisive (MiCA in the EU, SEC and CFTC positions in the US, licensing of custody and exchange activities). Risks: smart-contract exploits (ask for audits and incident history), regulatory enforcement, market cycles, token overhang and reliance on incentives.',
    keyMetrics: [
      'Protocol or company revenue',
      'Fee-paying users / active wallets',
      'TVL or assets under custody',
      'Retention after incentives',
      'Token supply and unlock schedule',
      'Security audits and incidents',
      'Treasury runway',
    ],
    focusAreas: [
      'Real usage versus incentives',
      'Token design and equity value',
      'Regulatory status',
      'Smart-contract security',
      'Market-cycle resilience',
    ],
    criticalQuestions: [
      'How much revenue comes from fees paid by users rather than token incentives?',
      'How do equity investors benefit if value accrues to a token?',
      'What is the regulatory status of your token and activities in your key markets?',
      'Which security audits were done, and what incidents have occurred?',
      'How long is your runway in fiat, and how is the treasury held?',
    ],
  },
  {
    name: 'Other',
    description:
      'Companies outside the listed sectors; analysed with general venture benchmarks and the closest comparable industry.',
    subIndustries: [
      {
        name: 'HR Tech & Future of Work',
        description: 'Recruiting, payroll, benefits and workforce management.',
      },
      { name: 'Legal Tech', description: 'Software for lawyers, legal departments and access to justice.' },
      { name: 'GovTech & Civic Tech', description: 'Technology sold to governments and public services.' },
      { name: 'Sports & Fitness', description: 'Fitness, sports technology and active lifestyle products.' },
      {
        name: 'Impact & Social Enterprise',
        description: 'Businesses with a primary social or environmental mission.',
      },
    ],
    deepResearch:
      'Identify the business model first (subscription software, transactions, hardware, services or marketplace) and apply the benchmarks of the closest comparable industry: for software, ARR growth, gross margin above 70%, NRR above 100% and CAC payback under 18 months; for transactional models, take rate and contribution margin per transaction; for hardware, gross margin of 30–50% and the capital path to scale. Check that the market is large enough for a venture outcome (a credible path to $100M revenue), who the buyer is and how long it takes to sell to them (public-sector sales can take 12–24 months). Impact businesses should show measurable outcomes alongside financial returns. Risks: an unclear category makes comparables and exits harder to find, so ask for the acquirers and public companies the founders see as benchmarks.',
    keyMetrics: [
      'Revenue and growth',
      'Gross margin',
      'Customer acquisition cost',
      'Retention',
      'Sales cycle length',
      'Market size (bottom-up)',
      'Measured impact outcomes',
    ],
    focusAreas: [
      'Business model clarity',
      'Market size for a venture outcome',
      'Buyer and sales cycle',
      'Comparable companies and exits',
      'Impact measurement',
    ],
    criticalQuestions: [
      'Which public companies or acquirers do you see as your closest comparables?',
      'How did you size the market bottom-up, and what share must you win for $100M of revenue?',
      'Who buys your product, and how long does a sale take?',
      'Which metric best shows that customers get value, and how has it developed?',
      'How do you measure your social or environmental impact?',
    ],
  },
];
