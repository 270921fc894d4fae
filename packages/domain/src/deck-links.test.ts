import { describe, expect, it } from 'vitest';
import { DECK_LINK_MESSAGES, findDeckLinks, readDeckLink } from './deck-links.ts';

const downloadOf = (link: string) => {
  const read = readDeckLink(link);
  if (read.kind !== 'download') throw new Error(`${link} read as ${read.kind}`);
  return read;
};

describe('reading a deck link', () => {
  it.each([
    ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing', 'https://drive.usercontent.google.com/download?id=1AbCdEfGhIjKlMnOp&export=download&confirm=t'],
    ['https://drive.google.com/file/u/0/d/1AbCdEfGhIjKlMnOp/view', 'https://drive.usercontent.google.com/download?id=1AbCdEfGhIjKlMnOp&export=download&confirm=t'],
    ['https://drive.google.com/open?id=1AbCdEfGhIjKlMnOp', 'https://drive.usercontent.google.com/download?id=1AbCdEfGhIjKlMnOp&export=download&confirm=t'],
    ['https://drive.google.com/uc?id=1AbCdEfGhIjKlMnOp&export=view', 'https://drive.usercontent.google.com/download?id=1AbCdEfGhIjKlMnOp&export=download&confirm=t'],
    ['https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit#slide=id.p', 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/export/pptx'],
    ['https://docs.google.com/presentation/u/1/d/1AbCdEfGhIjKlMnOp/view', 'https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/export/pptx'],
  ])('turns the Google share link %s into its download form', (link, expected) => {
    expect(downloadOf(link)).toEqual({ kind: 'download', url: expected, service: 'Google Drive' });
  });

  it.each([
    ['https://www.dropbox.com/s/abc123/Deck.pdf?dl=0', 'https://www.dropbox.com/s/abc123/Deck.pdf?dl=1'],
    ['https://dropbox.com/scl/fi/xyz/Deck.pptx?rlkey=k1&dl=0', 'https://www.dropbox.com/scl/fi/xyz/Deck.pptx?rlkey=k1&dl=1'],
    ['https://www.dropbox.com/scl/fi/xyz/Deck.pdf?rlkey=k1&raw=1', 'https://www.dropbox.com/scl/fi/xyz/Deck.pdf?rlkey=k1&dl=1'],
    ['https://dl.dropboxusercontent.com/s/abc123/Deck.pdf', 'https://dl.dropboxusercontent.com/s/abc123/Deck.pdf'],
  ])('turns the Dropbox share link %s into its download form', (link, expected) => {
    expect(downloadOf(link)).toEqual({ kind: 'download', url: expected, service: 'Dropbox' });
  });

  it.each([
    ['https://1drv.ms/b/s!AkLmN0pQ', 'https://1drv.ms/b/s!AkLmN0pQ?download=1'],
    ['https://onedrive.live.com/redir?resid=ABC!123&authkey=!xyz', 'https://onedrive.live.com/download?resid=ABC!123&authkey=!xyz'],
    ['https://onedrive.live.com/embed?resid=ABC!123', 'https://onedrive.live.com/download?resid=ABC!123'],
    ['https://fund-my.sharepoint.com/:b:/g/personal/anna/EAbc?e=x1', 'https://fund-my.sharepoint.com/:b:/g/personal/anna/EAbc?e=x1&download=1'],
  ])('turns the OneDrive share link %s into its download form', (link, expected) => {
    expect(downloadOf(link)).toEqual({ kind: 'download', url: expected, service: 'OneDrive' });
  });

  it.each([
    ['https://docsend.com/view/abc123', 'DocSend'],
    ['https://fund.docsend.com/view/abc123', 'DocSend'],
    ['https://pitch.com/v/acme-seed-x1y2', 'Pitch'],
    ['https://acme.notion.site/Deck-123', 'Notion'],
    ['https://www.notion.so/acme/Deck-123', 'Notion'],
  ])('answers a viewer link (%s) with what to do instead', (link, service) => {
    expect(readDeckLink(link)).toEqual({ kind: 'viewer', service, message: DECK_LINK_MESSAGES.viewer(service) });
  });

  it('fetches any other web address as it is', () => {
    expect(readDeckLink(' https://acme.example/files/Acme%20Seed.pdf ')).toEqual({
      kind: 'download',
      url: 'https://acme.example/files/Acme%20Seed.pdf',
      service: null,
    });
  });

  it.each(['acme.example/deck.pdf', 'ftp://acme.example/deck.pdf', 'file:///etc/passwd', 'javascript:alert(1)', ''])(
    'refuses %j as a link',
    (link) => {
      expect(readDeckLink(link)).toEqual({ kind: 'invalid', message: DECK_LINK_MESSAGES.notALink });
    },
  );

  it('does not take a Google or Dropbox address that shares no file for a share link', () => {
    expect(readDeckLink('https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp')).toMatchObject({ service: null });
    expect(readDeckLink('https://www.dropbox.com/scl/fo/folder123/h?dl=0')).toMatchObject({ service: null });
  });
});

describe('finding deck links in a message', () => {
  it('keeps document, share and viewer links once each, in order, without trailing punctuation', () => {
    const body = [
      'Hi Anna, our deck: https://acme.example/Acme-Seed.pdf.',
      'Also on Drive (https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view) and DocSend: https://docsend.com/view/abc123,',
      'again https://acme.example/Acme-Seed.pdf',
      'Book a call: https://calendly.com/acme/30min — unsubscribe https://mail.example/u?id=1',
      'Site: https://acme.example/',
    ].join('\n');
    expect(findDeckLinks(body)).toEqual([
      'https://acme.example/Acme-Seed.pdf',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
      'https://docsend.com/view/abc123',
    ]);
  });

  it('finds nothing in a message without links', () => {
    expect(findDeckLinks('Deck attached. Best, Jo')).toEqual([]);
  });
});
