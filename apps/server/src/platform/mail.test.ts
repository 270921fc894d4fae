import { describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { createSmtpMailer, MailDeliveryError, redactSmtpUrl } from './mail.ts';

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the SMTP mailer', () => {
  it('never shows the login of SMTP_URL in what it logs', () => {
    expect(redactSmtpUrl('smtp://mailer:pa%24%24word@mail.example.com:587')).toBe('smtp://***:***@mail.example.com:587');
    expect(redactSmtpUrl('smtps://mail.example.com?tls.rejectUnauthorized=false')).toBe('smtps://mail.example.com');
    expect(redactSmtpUrl('not a url')).toBe('(invalid SMTP_URL)');
  });

  it('reports an unreachable server as such, without its address or login in the error', async () => {
    const port = await closedPort();
    const mailer = createSmtpMailer({ SMTP_URL: `smtp://mailer:top-secret@127.0.0.1:${port}`, MAIL_FROM: 'a@example.com' });
    const error = await mailer.send({ to: 'b@example.com', subject: 's', text: 't', html: '<p>t</p>' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect((error as Error).message).not.toMatch(/top-secret|mailer|127\.0\.0\.1/);
  });
});
