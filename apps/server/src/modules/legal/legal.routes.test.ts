import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEGAL_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { adminAuditLog, legalDocuments } from '../../db/schema.ts';
import { DEFAULT_LEGAL_DOCUMENTS } from './default-documents.ts';

describe('legal documents API', () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Lena Legal' });
    investor = await t.signUp();
  });
  afterAll(() => t.close());

  it('creates both documents for an admin on first load, ordered by title', async () => {
    // Startup stores them; an installation that lost them gets them back on the admin's first load.
    expect(await t.ctx.db.select().from(legalDocuments)).toHaveLength(2);
    await t.ctx.db.delete(legalDocuments);
    const response = await t.request({ method: 'GET', url: '/api/admin/legal', user: admin });
    expect(response.statusCode, response.body).toBe(200);
    const documents = response.json();
    expect(documents.map((doc: { id: string }) => doc.id)).toEqual(['privacy-policy', 'terms-of-service']);
    expect(documents[1]).toMatchObject({
      title: 'Terms of Service',
      version: 1,
      isActive: true,
      updatedBy: null,
      content: DEFAULT_LEGAL_DOCUMENTS['terms-of-service'].content,
    });
  });

  it('serves a document publicly, creating it when absent', async () => {
    await t.ctx.db.delete(legalDocuments);
    const response = await t.request({ method: 'GET', url: '/api/legal/privacy-policy' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: 'privacy-policy', title: 'Privacy Policy', version: 1 });
  });

  it('has real default texts with the spec facts', () => {
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const terms = flat(DEFAULT_LEGAL_DOCUMENTS['terms-of-service'].content);
    const privacy = flat(DEFAULT_LEGAL_DOCUMENTS['privacy-policy'].content);
    expect(terms).toContain('April 4, 2025');
    expect(terms).toContain('at least 18 years old');
    expect(terms).toMatch(/in the 12 months before/);
    expect(terms).toMatch(/not give investment/i);
    expect(privacy).toContain('April 1, 2025');
    expect(privacy).toMatch(/kept until you delete it/);
    expect(privacy).toMatch(/within 30 days/);
    expect(privacy).toMatch(/\*\*controller\*\*/);
    for (const text of [terms, privacy]) expect(text).toMatch(/contact link for legal questions/);
  });

  it('answers 404 with the not-found text for unknown or inactive documents', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/legal/cookie-policy' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');

    await t.ctx.db
      .update(legalDocuments)
      .set({ isActive: false })
      .where(eq(legalDocuments.id, 'terms-of-service'));
    const inactive = await t.request({ method: 'GET', url: '/api/legal/terms-of-service' });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.message).toBe(LEGAL_MESSAGES['terms-of-service'].notFound);
    await t.ctx.db
      .update(legalDocuments)
      .set({ isActive: true })
      .where(eq(legalDocuments.id, 'terms-of-service'));
  });

  it('saves an edit with version + 1, and the public page shows it', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/legal/terms-of-service' })).json();
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/legal/terms-of-service',
      user: admin,
      body: { title: 'Terms of Service', content: '# Terms of Service\n\nUpdated terms.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      version: before.version + 1,
      updatedBy: admin.id,
      updatedByName: 'Lena Legal',
    });
    expect(Date.parse(response.json().lastUpdated)).toBeGreaterThanOrEqual(Date.parse(before.lastUpdated));

    const second = await t.request({
      method: 'PUT',
      url: '/api/admin/legal/terms-of-service',
      user: admin,
      body: { title: 'Terms of Service', content: '# Terms of Service\n\nUpdated again.' },
    });
    expect(second.json().version).toBe(before.version + 2);

    const listed = (await t.request({ method: 'GET', url: '/api/admin/legal', user: admin })).json();
    expect(listed.find((doc: { id: string }) => doc.id === 'terms-of-service').updatedByName).toBe('Lena Legal');

    const published = (await t.request({ method: 'GET', url: '/api/legal/terms-of-service' })).json();
    // A visitor reads the document, not which admin account edited it.
    expect(published).toMatchObject({ updatedBy: null, updatedByName: null });
    expect(published).toMatchObject({
      version: before.version + 2,
      content: '# Terms of Service\n\nUpdated again.',
    });
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'legal.save'));
    expect(audit).toHaveLength(2);
    expect(audit.every((entry) => entry.adminId === admin.id && entry.targetId === 'terms-of-service')).toBe(
      true,
    );
  });

  it('lets an admin take a document off the public page and put it back (isActive)', async () => {
    const save = (isActive?: boolean) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/legal/privacy-policy',
        user: admin,
        body: { title: 'Privacy Policy', content: '# Privacy', ...(isActive === undefined ? {} : { isActive }) },
      });
    const off = await save(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/legal/privacy-policy' })).statusCode).toBe(404);
    // An edit that does not mention it leaves it as it was.
    expect((await save()).json().isActive).toBe(false);
    expect((await save(true)).json().isActive).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/legal/privacy-policy' })).statusCode).toBe(200);
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, 'privacy-policy'));
    expect(audit.map((entry) => (entry.details as { isActive?: boolean }).isActive)).toEqual([false, false, true]);
  });

  it('validates the edit and refuses unknown documents', async () => {
    const empty = await t.request({
      method: 'PUT',
      url: '/api/admin/legal/terms-of-service',
      user: admin,
      body: { title: '  ', content: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/admin/legal/cookie-policy',
      user: admin,
      body: { title: 'Cookies', content: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the admin routes admin-only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/legal' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/legal', user: investor })).statusCode).toBe(
      403,
    );
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/legal/privacy-policy',
      user: investor,
      body: { title: 'Mine', content: 'x' },
    });
    expect(put.statusCode).toBe(403);
  });
});
