import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckContent, ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { ASK_MESSAGES, type DeckQuestion } from '@pitchscope/domain/ask-deck';
import { buildDeck, buildMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import DeckPage from './deck-page';

const TEXTS = ['Acme\nPayments for marketplaces', 'Team\nAna Ruiz\nCEO & Founder', 'Traction\nARR $1.2M in Q3 2024'];
const page = (pageNumber: number, rawText: string): ExtractedPage => ({
  pageNumber,
  header: rawText.split('\n')[0],
  rawText,
  images: [],
  tables: [],
  charts: [],
  diagrams: [],
  footer: '',
  method: 'text',
});
const content: DeckContent = { rawContent: TEXTS.join('\n'), pages: TEXTS.map((t, i) => page(i + 1, t)), extraction: null };

afterEach(() => vi.unstubAllGlobals());

describe('Deck page: ask the deck', () => {
  it('answers a question with its slide, opens the slide with the passage marked, and lists earlier questions', async () => {
    const user = userEvent.setup();
    const earlier: DeckQuestion = {
      id: 'q1',
      question: 'What is their churn?',
      answer: { kind: 'none', text: 'The deck does not say.', citations: [], droppedSentences: 0 },
      askedBy: 'Lee',
      askedAt: '2026-11-01T10:00:00.000Z',
    };
    const asked: DeckQuestion = {
      id: 'q2',
      question: 'Who is the CEO?',
      answer: { kind: 'extract', text: '“Ana Ruiz CEO & Founder” (slide 2)', citations: [{ page: 2, quote: 'Ana Ruiz\nCEO & Founder' }], droppedSentences: 0 },
      askedBy: 'Kim',
      askedAt: '2026-11-02T10:00:00.000Z',
    };
    const api = mockApi({
      'GET /decks/d1': () => buildDeck({ id: 'd1', companyName: 'Acme', pageCount: 3, fileName: 'acme.pptx', fileType: 'pptx' }),
      'GET /decks/d1/content': () => content,
      'GET /decks/d1/questions': () => ({ questions: [earlier] }),
      'POST /decks/d1/ask': () => asked,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    const history = await screen.findByRole('list', { name: 'Questions asked' });
    expect(within(history).getByText('The deck does not say.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Question'), 'Who is the CEO?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(api.calls('POST /decks/d1/ask')[0]!.body).toEqual({ question: 'Who is the CEO?' });
    const answer = await within(history).findByText('“Ana Ruiz CEO & Founder” (slide 2)');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Who is the CEO?');

    await user.click(within(answer.parentElement!).getByRole('button', { name: 'Slide 2' }));
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('quoted-passage').map((mark) => mark.textContent)).toEqual(['Ana Ruiz', 'CEO & Founder']);
  });

  it('says why an answer is the offline engine’s when no model answers are left to pay with', async () => {
    const note = ASK_MESSAGES.answeredLocallyNoTokens(20);
    const offline: DeckQuestion = {
      id: 'q3',
      question: 'Who is the CEO?',
      answer: { kind: 'extract', text: '“Ana Ruiz CEO & Founder” (slide 2)', citations: [{ page: 2, quote: 'Ana Ruiz' }], droppedSentences: 0, note },
      askedBy: 'Kim',
      askedAt: '2026-11-03T10:00:00.000Z',
    };
    mockApi({
      'GET /decks/d1': () => buildDeck({ id: 'd1', companyName: 'Acme', pageCount: 3, fileName: 'acme.pptx', fileType: 'pptx' }),
      'GET /decks/d1/content': () => content,
      'GET /decks/d1/questions': () => ({ questions: [offline] }),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    const history = await screen.findByRole('list', { name: 'Questions asked' });
    expect(within(history).getByText(note)).toBeInTheDocument();
    expect(note).toBe('Answered by the offline engine: model answers cost 1 token per 20, and your balance is 0.');
  });

  it('shows the asker how many paid model answers they have left, read again after a question', async () => {
    const user = userEvent.setup();
    const asked: DeckQuestion = {
      id: 'q4',
      question: 'Who is the CEO?',
      answer: { kind: 'model', text: 'Ana Ruiz is the CEO (slide 2).', citations: [{ page: 2, quote: 'Ana Ruiz' }], droppedSentences: 0 },
      askedBy: 'Kim',
      askedAt: '2026-11-04T10:00:00.000Z',
    };
    let left = 1;
    mockApi({
      'GET /decks/d1': () => buildDeck({ id: 'd1', companyName: 'Acme', pageCount: 3, fileName: 'acme.pptx', fileType: 'pptx' }),
      'GET /decks/d1/content': () => content,
      'GET /decks/d1/questions': () => ({ questions: left === 1 ? [] : [asked], modelAnswers: { left, answersPerToken: 20 } }),
      'POST /decks/d1/ask': () => {
        left = 0;
        return asked;
      },
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    expect(await screen.findByText('1 paid model answer left.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Question'), 'Who is the CEO?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(
      await screen.findByText('No paid model answers left: the next question takes 1 token for 20, or the offline engine answers.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('1 paid model answer left.')).not.toBeInTheDocument();
  });

  it('shows no count when questions cost nothing', async () => {
    mockApi({
      'GET /decks/d1': () => buildDeck({ id: 'd1', companyName: 'Acme', pageCount: 3, fileName: 'acme.pptx', fileType: 'pptx' }),
      'GET /decks/d1/content': () => content,
      'GET /decks/d1/questions': () => ({ questions: [], modelAnswers: null }),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await screen.findByLabelText('Question');
    expect(screen.queryByText(/paid model answer/)).not.toBeInTheDocument();
  });
});
