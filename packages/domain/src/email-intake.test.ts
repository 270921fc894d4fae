import { describe, expect, it } from 'vitest';
import {
  COVER_NOTE_MAX_CHARS,
  coverNote,
  intakeAddress,
  intakeTokenOf,
  mailedFromLine,
  readInlineForward,
  senderAccountCandidates,
  senderAuthVerdict,
  subjectWithoutForward,
} from './email-intake.ts';

describe('intake addresses', () => {
  it('reads the token of an address at the intake domain, whatever its case', () => {
    expect(intakeAddress('abc123def4567890abc', 'Intake.Example.com')).toBe('abc123def4567890abc@intake.example.com');
    expect(intakeTokenOf('ABC123DEF4567890ABC@intake.example.COM', 'intake.example.com')).toBe('abc123def4567890abc');
  });

  it('refuses another domain, and a local part that is no token', () => {
    expect(intakeTokenOf('abc123def4567890abc@example.com', 'intake.example.com')).toBeNull();
    expect(intakeTokenOf('postmaster@intake.example.com', 'intake.example.com')).toBeNull();
    expect(intakeTokenOf('a.b-c+d@intake.example.com', 'intake.example.com')).toBeNull();
    expect(intakeTokenOf('no-at-sign', 'intake.example.com')).toBeNull();
  });
});

describe('an inline forward', () => {
  it('reads Gmail’s "Forwarded message" block', () => {
    const text = [
      'Worth a look — strong team.',
      '',
      '---------- Forwarded message ---------',
      'From: Ada Founder <ada@acme.io>',
      'Date: Mon, 23 Nov 2026 at 09:12',
      'Subject: Acme seed round',
      'To: <investor@fund.vc>',
      '',
      'Hi,',
      '',
      'Please find our deck attached. We are raising $2M.',
      '',
      'Ada',
    ].join('\n');
    expect(readInlineForward(text)).toEqual({
      from: 'Ada Founder <ada@acme.io>',
      subject: 'Acme seed round',
      date: 'Mon, 23 Nov 2026 at 09:12',
      coverNote: 'Hi,\n\nPlease find our deck attached. We are raising $2M.\n\nAda',
    });
  });

  it('reads Apple Mail’s "Begin forwarded message:" block, quoted or not', () => {
    const text = [
      'Begin forwarded message:',
      '',
      '> From: Ada Founder <ada@acme.io>',
      '> Subject: Acme seed round',
      '> Date: 23 November 2026 at 09:12:00 CET',
      '> To: investor@fund.vc',
      '> ',
      '> Our deck is attached.',
    ].join('\n');
    expect(readInlineForward(text)).toMatchObject({
      from: 'Ada Founder <ada@acme.io>',
      subject: 'Acme seed round',
      date: '23 November 2026 at 09:12:00 CET',
      coverNote: 'Our deck is attached.',
    });
  });

  it('reads Outlook’s From / Sent block, with its rule and without', () => {
    const ruled = [
      'FYI',
      '________________________________',
      'From: Ada Founder <ada@acme.io>',
      'Sent: Monday, November 23, 2026 9:12 AM',
      'To: Investor <investor@fund.vc>',
      'Subject: Acme seed round',
      '',
      'Deck attached.',
    ].join('\r\n');
    expect(readInlineForward(ruled)).toEqual({
      from: 'Ada Founder <ada@acme.io>',
      subject: 'Acme seed round',
      date: 'Monday, November 23, 2026 9:12 AM',
      coverNote: 'Deck attached.',
    });
    const bare = [
      'From: Ada Founder <ada@acme.io>',
      'Sent: Monday, November 23, 2026 9:12 AM',
      'Subject: Acme seed round',
      '',
      'Deck attached.',
    ].join('\n');
    expect(readInlineForward(bare)).toMatchObject({
      from: 'Ada Founder <ada@acme.io>',
      coverNote: 'Deck attached.',
    });
    const original = ['-----Original Message-----', 'From: ada@acme.io', 'Sent: 23 Nov 2026', 'Subject: Deck', '', 'Here it is.'].join(
      '\n',
    );
    expect(readInlineForward(original)).toMatchObject({
      from: 'ada@acme.io',
      subject: 'Deck',
      coverNote: 'Here it is.',
    });
  });

  it('joins a header wrapped onto the next line', () => {
    const text = [
      '---------- Forwarded message ---------',
      'From: Ada <ada@acme.io>',
      'Subject: Acme seed round,',
      '  now with the data room',
      '',
      'Body',
    ].join('\n');
    expect(readInlineForward(text)?.subject).toBe('Acme seed round, now with the data room');
  });

  it('finds no forward in a plain message, nor in a marker without headers', () => {
    expect(readInlineForward('Hi team, deck attached.\nFrom: memory, this was good.')).toBeNull();
    expect(readInlineForward('---------- Forwarded message ---------\n\nno headers here')).toBeNull();
  });
});

describe('the kept cover note and subject', () => {
  it('trims, folds blank runs and cuts a long note', () => {
    expect(coverNote('\n\n  Hi\n\n\n\nThere  \n')).toBe('Hi\n\nThere');
    expect(coverNote('   ')).toBeNull();
    const long = coverNote('x'.repeat(COVER_NOTE_MAX_CHARS + 50))!;
    expect(long.length).toBe(COVER_NOTE_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });

  it('takes forward prefixes off a subject', () => {
    expect(subjectWithoutForward('Fwd: FW: Acme seed')).toBe('Acme seed');
    expect(subjectWithoutForward('Acme: seed')).toBe('Acme: seed');
    expect(subjectWithoutForward('Fwd:')).toBeNull();
  });
});

describe('the deck page line of a mailed deck', () => {
  it('names the forwarder and the original, or the member who mailed it', () => {
    const original = { from: 'Maja <maja@acme.io>', subject: 'Seed round', date: 'Mon, 23 Nov 2026' };
    expect(mailedFromLine({ from: 'pat@fund.vc', subject: 'Fwd: Seed round', original })).toBe(
      'Forwarded by pat@fund.vc · from Maja <maja@acme.io> · “Seed round” · Mon, 23 Nov 2026',
    );
    expect(mailedFromLine({ from: 'pat@fund.vc', subject: 'Seed round', original: null })).toBe('Emailed by pat@fund.vc · “Seed round”');
  });

  it('says whether the sender’s domain vouched for the message, when it was checked', () => {
    const original = { from: 'Maja <maja@acme.io>', subject: 'Seed round', date: null };
    expect(mailedFromLine({ from: 'pat@fund.vc', subject: 'Fwd: Seed round', original, senderVerification: 'verified' })).toBe(
      'Forwarded by pat@fund.vc · verified sender · from Maja <maja@acme.io> · “Seed round”',
    );
    expect(mailedFromLine({ from: 'pat@fund.vc', subject: 'Deck', original: null, senderVerification: 'unverified' })).toBe(
      'Emailed by pat@fund.vc · sender not verified · “Deck”',
    );
    expect(mailedFromLine({ from: 'pat@fund.vc', subject: 'Deck', original: null, senderVerification: null })).toBe('Emailed by pat@fund.vc · “Deck”');
  });
});

describe('the sender authentication policy (ADR 0050, amendment)', () => {
  const checks = (dmarc: string | null, spf: string, alignedDkimPass = false) => senderAuthVerdict({ dmarc, spf, alignedDkimPass });
  const verified = { accepted: true, verification: 'verified' };
  const unverified = { accepted: true, verification: 'unverified' };
  const refused = { accepted: false };

  it('follows DMARC when the domain publishes it: a fail is refused whatever SPF says, a pass verifies', () => {
    expect(checks('fail', 'pass')).toEqual(refused);
    expect(checks('fail', 'none', true)).toEqual(refused);
    expect(checks('pass', 'fail', true)).toEqual(verified);
  });

  it('without DMARC, refuses an SPF fail that no aligned DKIM signature vouches for', () => {
    expect(checks(null, 'fail')).toEqual(refused);
    expect(checks('none', 'fail')).toEqual(refused);
    expect(checks('none', 'fail', true)).toEqual(verified);
    expect(checks('none', 'pass')).toEqual(verified);
  });

  it('accepts what it cannot decide, not verified: no records, softfail, neutral, a DNS failure', () => {
    expect(checks(null, 'none')).toEqual(unverified);
    expect(checks('none', 'softfail')).toEqual(unverified);
    expect(checks(null, 'neutral')).toEqual(unverified);
    expect(checks('temperror', 'fail')).toEqual(unverified);
    expect(checks('none', 'temperror')).toEqual(unverified);
    expect(checks('permerror', 'pass')).toEqual(unverified);
  });
});

describe('the accounts a sender may be', () => {
  it('tries the address, then the address without its +tag (Gmail forwarding rules send so)', () => {
    expect(senderAccountCandidates('Pat+caf_=decks=x.com@Gmail.com')).toEqual(['pat+caf_=decks=x.com@gmail.com', 'pat@gmail.com']);
    expect(senderAccountCandidates('pat@fund.vc')).toEqual(['pat@fund.vc']);
    expect(senderAccountCandidates('')).toEqual([]);
  });

  it('reads the original sender out of an SRS-rewritten envelope sender (one hop or two)', () => {
    expect(senderAccountCandidates('SRS0=HHH=TT=fund.vc=pat@forwarder.example')).toEqual([
      'srs0=hhh=tt=fund.vc=pat@forwarder.example',
      'pat@fund.vc',
    ]);
    expect(senderAccountCandidates('SRS0+x7Kq=2T=fund.vc=pat+deals@lists.example')).toEqual([
      'srs0+x7kq=2t=fund.vc=pat+deals@lists.example',
      'pat+deals@fund.vc',
      'pat@fund.vc',
    ]);
    expect(senderAccountCandidates('SRS1=HHH=first.example==HHH=TT=fund.vc=pat@second.example')).toContain('pat@fund.vc');
    // Not SRS: a local part that only starts like it.
    expect(senderAccountCandidates('srs0=broken@forwarder.example')).toEqual(['srs0=broken@forwarder.example']);
  });
});
