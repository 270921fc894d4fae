import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck, UploadItem } from '@pitchscope/domain/contracts/decks';
import { DECK_LINK_MESSAGES } from '@pitchscope/domain/deck-links';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { loadConfig } from '../../config/env.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, waitForUpload } from '../../test/factories.ts';

/**
 * A deck fetched from a link (issue #31). The file server is the test's own, on 127.0.0.1: the app runs
 * with LINK_INTAKE_ALLOW_PRIVATE_NETWORK, which start-up refuses outside tests.
 */
describe('a deck from a link', () => {
  let t: TestApp;
  let investor: TestUser;
  let files: http.Server;
  let base: string;
  let deckPdf: Uint8Array;

  beforeAll(async () => {
    deckPdf = await makePdf(pitchDeckSlides({ company: 'Linkwise', city: 'Oslo, Norway', round: '$1.5M', story: 2 }));
    files = http.createServer((request, response) => {
      if (request.url === '/decks/Linkwise%20Seed.pdf') {
        return response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': deckPdf.length }).end(deckPdf);
      }
      if (request.url === '/s/abc') return response.writeHead(302, { location: '/decks/Linkwise%20Seed.pdf' }).end();
      if (request.url === '/into-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
      if (request.url === '/page') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Our deck is on DocSend</body></html>');
      if (request.url === '/big.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]));
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    t = await createTestApp({ workers: true, env: { LINK_INTAKE_ALLOW_PRIVATE_NETWORK: 'true' } });
    investor = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => files.close(() => resolve()));
  });

  const fromLink = (url: string) => t.request({ method: 'POST', url: '/api/uploads/link', user: investor, body: { url } });

  it('fetches the file behind the link, follows its redirect, and reads it as a deck that keeps the link', async () => {
    const response = await fromLink(`${base}/s/abc`);
    expect(response.statusCode, response.body).toBe(202);
    const accepted = response.json() as UploadItem;
    expect(accepted).toMatchObject({ fileName: 'Linkwise Seed.pdf', source: { kind: 'link', url: `${base}/s/abc`, service: null } });

    const done = await waitForUpload(t, investor, accepted.id, 60_000);
    expect(done.status).toBe('completed');
    const deck = (await t.request({ method: 'GET', url: `/api/decks/${done.deckId}`, user: investor })).json() as Deck;
    expect(deck.companyName).toBe('Linkwise');
    expect(deck.source).toEqual({ kind: 'link', url: `${base}/s/abc`, service: null });
  });

  it('keeps a page that is no deck under Not added, with its link', async () => {
    const response = await fromLink(`${base}/page`);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(UPLOAD_MESSAGES.unsupportedType);
    const notAdded = (await t.request({ method: 'GET', url: '/api/uploads/not-added', user: investor })).json() as UploadItem[];
    expect(notAdded.find((item) => item.source?.url === `${base}/page`)).toMatchObject({ fileName: expect.stringMatching(/^page/) });
  });

  it('answers a viewer link with what to do, fetching nothing', async () => {
    const response = await fromLink('https://docsend.com/view/abc123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(DECK_LINK_MESSAGES.viewer('DocSend'));
  });

  it('refuses a redirect into the network', async () => {
    const response = await fromLink(`${base}/into-metadata`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(DECK_LINK_MESSAGES.privateAddress);
  });

  it('says what the server answered to a link that leads nowhere', async () => {
    const response = await fromLink(`${base}/missing.pdf`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(DECK_LINK_MESSAGES.unreachable('answered 404'));
  });

  it('stops a download over the upload size limit', async () => {
    const admin = investor; // the first account is the admin
    const lowered = await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { maxUploadSizeMB: 1 } });
    expect(lowered.statusCode, lowered.body).toBe(200);
    try {
      const response = await fromLink(`${base}/big.pdf`);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(UPLOAD_MESSAGES.fileTooLarge(1));
    } finally {
      await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { maxUploadSizeMB: 100 } });
    }
  });
});

describe('the private-network allowance for links', () => {
  it('stops start-up outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', LINK_INTAKE_ALLOW_PRIVATE_NETWORK: 'true', BETTER_AUTH_SECRET: 'x'.repeat(40) })).toThrow(
      /LINK_INTAKE_ALLOW_PRIVATE_NETWORK: only for tests/,
    );
  });
});
