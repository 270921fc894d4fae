import type { TestApp, TestUser } from './test-app.ts';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';

const DECK_STORIES = [
  {
    tagline: 'Smart energy monitoring for small restaurants',
    problem:
      'Restaurants waste 30% of their energy bills on idle kitchen equipment.\nOwners have no visibility into consumption.',
    solution:
      "clip-on sensors and a mobile app show each appliance's energy use and switch off idle equipment.",
    market: 'The European restaurant energy market is worth EUR 4.2B (TAM) with a SAM of EUR 600M.',
    model: 'SaaS subscription of EUR 49 per site per month plus hardware at cost.',
    traction: '120 paying restaurants, EUR 45K MRR, growing 15% month over month since January 2025.',
    team: 'Anna Virtanen, CEO, ex-Wolt operations lead\nMikko Laine, CTO, 10 years in embedded IoT',
  },
  {
    tagline: 'Contract review copilot for in-house legal teams',
    problem:
      'Legal departments spend 60% of their week redlining routine vendor agreements.\nBacklogs delay sales deals by weeks.',
    solution: 'drafts redlines against each company playbook and flags risky clauses inside Microsoft Word.',
    market:
      'Corporate legal technology spending reaches $28B globally; our serviceable market is $3B in mid-size companies.',
    model: 'Annual licences priced per seat at $1,200 with enterprise tiers.',
    traction: '14 enterprise pilots, 6 converted to paid contracts, $310K ARR signed in Q2 2025.',
    team: 'Sofia Marquez, CEO, former general counsel\nDavid Okafor, CTO, machine learning researcher',
  },
  {
    tagline: 'Precision irrigation for vineyards',
    problem:
      'Vineyards overwater by 40% because soil moisture varies across every row.\nDroughts make water rights expensive.',
    solution: 'solar-powered soil probes and valves water each vine block only when the roots need it.',
    market:
      'Vineyards cover 7.3 million hectares worldwide; precision irrigation hardware is a $2.1B market.',
    model: 'Hardware sold per hectare with a yearly analytics subscription.',
    traction: '35 estates across Spain and Portugal, 2,400 hectares under management, 92% renewal.',
    team: 'Lucia Ferreira, CEO, agronomist\nTomas Silva, CTO, hardware engineer from Bosch',
  },
];

/** Slides of a plausible pitch deck, written for the tests; `story` picks one of several distinct decks. */
export function pitchDeckSlides(
  overrides: Partial<{
    company: string;
    city: string;
    round: string;
    stage: string;
    extra: string;
    story: number;
  }> = {},
) {
  const company = overrides.company ?? 'Brightloop';
  const story = DECK_STORIES[(overrides.story ?? 0) % DECK_STORIES.length];
  return [
    `${company}\n${story.tagline}\n${company} Inc., ${overrides.city ?? 'Helsinki, Finland'}`,
    `The Problem\n${story.problem}`,
    `Our Solution\n${company} ${story.solution}`,
    `Market Opportunity\n${story.market}`,
    `Business Model\n${story.model}`,
    `Traction\n${story.traction}`,
    `Team\n${story.team}`,
    `The Ask\nWe are raising ${overrides.round ?? '€1.5M'} ${overrides.stage ?? 'Seed'} round to expand into new markets.\n${overrides.extra ?? ''}`,
  ];
}

export function multipartBody(fileName: string, bytes: Uint8Array, contentType = 'application/octet-stream') {
  const boundary = `----pitchscope${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function uploadFile(t: TestApp, user: TestUser | null, fileName: string, bytes: Uint8Array) {
  const { payload, contentType } = multipartBody(fileName, bytes);
  return t.request({
    method: 'POST',
    url: '/api/uploads',
    user,
    payload,
    headers: { 'content-type': contentType },
  });
}

/** Polls an upload until it ends, as the browser does. */
export async function waitForUpload(
  t: TestApp,
  user: TestUser,
  uploadId: string,
  timeoutMs = 60_000,
): Promise<UploadItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = (
      await t.request({ method: 'GET', url: `/api/uploads/${uploadId}`, user })
    ).json() as UploadItem;
    if (item.status === 'completed' || item.status === 'error' || item.status === 'duplicate') return item;
    if (Date.now() > deadline)
      throw new Error(`upload ${uploadId} still ${item.status} at ${item.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `read` until `done` holds (or fails after `timeoutMs`), returning the last value. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function uploadAndWait(t: TestApp, user: TestUser, fileName: string, bytes: Uint8Array) {
  const response = await uploadFile(t, user, fileName, bytes);
  if (response.statusCode !== 202) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return waitForUpload(t, user, response.json().id);
}

/** Slides' text as the text-layer reader stores a deck's pages. */
export function extractedPages(slides: string[]) {
  return slides.map((text, index) => ({
    pageNumber: index + 1,
    header: text.split('\n')[0]!,
    rawText: text,
    images: [],
    tables: [],
    charts: [],
    diagrams: [],
    footer: '',
    method: 'text' as const,
  }));
}

/** A deck row as the pipeline leaves it (Analyzed, with text and an initial analysis), without a file. */
export async function insertAnalyzedDeck(
  ctx: import('../platform/context.ts').AppContext,
  userId: string,
  overrides: Partial<import('../modules/decks/decks.repository.ts').DeckInsert> & { story?: number } = {},
) {
  const { insertDeck } = await import('../modules/decks/decks.repository.ts');
  const { newId } = await import('../platform/ids.ts');
  const { story, ...values } = overrides;
  const pages = extractedPages(pitchDeckSlides({ company: values.companyName ?? 'Brightloop', story }));
  const id = values.id ?? newId();
  await insertDeck(ctx.db, {
    id,
    userId,
    companyName: 'Brightloop',
    product: 'Energy sensors',
    industry: 'Energy / Cleantech',
    stage: 'Seed',
    roundSize: '€1.5M',
    geography: 'Helsinki, Finland',
    status: 'Analyzed',
    fileName: 'brightloop.pdf',
    fileType: 'pdf',
    pageCount: pages.length,
    rawContent: pages.map((page) => `--- Slide ${page.pageNumber} ---\n${page.rawText}`).join('\n\n'),
    pages,
    shortDescription: 'Smart energy monitoring for small restaurants',
    executiveSummary: 'Brightloop sells clip-on energy sensors to restaurants.',
    analysis: {
      summary: 'Brightloop sells clip-on energy sensors to restaurants.',
      strengths: ['Covers traction (slide 6)'],
      weaknesses: ['No financial projections section found in the deck'],
      questions: ['Can you share more about your financial projections?'],
      detailedAnalysis: '',
      industry: 'Energy / Cleantech',
      generatedAt: new Date().toISOString(),
    },
    fieldSources: {
      companyName: { status: 'stated', slides: [1] },
      stage: { status: 'stated', slides: [8] },
    },
    ...values,
  });
  return id;
}
