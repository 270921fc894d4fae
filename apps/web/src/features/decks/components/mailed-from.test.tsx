import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailedFrom } from './mailed-from';

describe('a mailed deck’s origin on the deck page', () => {
  it('names the forwarder, the founder’s message and the link, and quotes the founder’s note', () => {
    render(
      <MailedFrom
        source={{
          kind: 'email',
          from: 'Pat Partner <pat@fund.example>',
          subject: 'Fwd: Seed round',
          date: '2026-11-24T08:00:00.000Z',
          url: 'https://files.example.com/deck.pptx',
          original: { from: 'Maja <maja@acme.example>', subject: 'Seed round', date: 'Mon, 23 Nov 2026' },
          coverNote: 'Hi!\n\nOur deck is attached.',
        }}
      />,
    );
    expect(
      screen.getByText('Forwarded by Pat Partner <pat@fund.example> · from Maja <maja@acme.example> · “Seed round” · Mon, 23 Nov 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'files.example.com' })).toHaveAttribute('href', 'https://files.example.com/deck.pptx');
    expect(screen.getByText(/Our deck is attached\./).tagName).toBe('BLOCKQUOTE');
  });

  it('shows a member’s own message without an original or a note', () => {
    render(
      <MailedFrom
        source={{ kind: 'email', from: 'pat@fund.example', subject: 'Deck', date: null, url: null, original: null, coverNote: null }}
      />,
    );
    expect(screen.getByText('Emailed by pat@fund.example · “Deck”')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says whether the sender’s domain vouched for the message (SPF, DKIM, DMARC)', () => {
    const source = { kind: 'email', from: 'pat@fund.example', subject: 'Deck', date: null, url: null, original: null, coverNote: null } as const;
    const { unmount } = render(<MailedFrom source={{ ...source, senderVerification: 'verified' }} />);
    expect(screen.getByText('Emailed by pat@fund.example · verified sender · “Deck”')).toBeInTheDocument();
    unmount();
    render(<MailedFrom source={{ ...source, senderVerification: 'unverified' }} />);
    expect(screen.getByText('Emailed by pat@fund.example · sender not verified · “Deck”')).toBeInTheDocument();
  });
});
