import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from '@pitchscope/domain/constants';
import type { LegalDocument } from '@pitchscope/domain/contracts/admin';
import { LEGAL_MESSAGES } from '@pitchscope/domain/messages';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAdminAction } from '../admin/audit.service.ts';
import { userLabel } from '../accounts/user-label.ts';
import { DEFAULT_LEGAL_DOCUMENTS } from './default-documents.ts';
import * as repo from './legal.repository.ts';

/**
 * The two legal documents (terms-of-service, privacy-policy). They are created from the built-in texts
 * whenever they are found missing: at startup, on the public page and "for an admin on first load".
 */

const UNKNOWN_DOCUMENT = 'Legal document not found';

export function isLegalDocumentId(id: string): id is LegalDocumentId {
  return (LEGAL_DOCUMENT_IDS as readonly string[]).includes(id);
}

function notFound(id: string): AppError {
  return new AppError('NOT_FOUND', isLegalDocumentId(id) ? LEGAL_MESSAGES[id].notFound : UNKNOWN_DOCUMENT);
}

/** Stores each default document that is absent; existing (possibly edited) documents are kept. */
export async function ensureLegalDocuments(db: DbOrTx): Promise<void> {
  for (const id of LEGAL_DOCUMENT_IDS) {
    const { title, content } = DEFAULT_LEGAL_DOCUMENTS[id];
    await repo.insertLegalDocumentIfAbsent(db, { id, title, content });
  }
}

/** The public read (`GET /api/legal/:id`). An inactive document reads as not found. */
export async function getLegalDocument(db: DbOrTx, id: string): Promise<LegalDocument> {
  if (!isLegalDocumentId(id)) throw notFound(id);
  let row = await repo.findLegalDocument(db, id);
  if (!row) {
    await ensureLegalDocuments(db);
    row = await repo.findLegalDocument(db, id);
  }
  if (!row || !row.isActive) throw notFound(id);
  // Visitors read the document, not which admin account edited it.
  return { ...toLegalDocument(row), updatedBy: null };
}

/** The admin list, ordered by title; both documents are created automatically when absent. */
export async function listLegalDocuments(db: DbOrTx): Promise<LegalDocument[]> {
  let rows = await repo.listLegalDocumentRows(db);
  if (LEGAL_DOCUMENT_IDS.some((id) => !rows.some((row) => row.id === id))) {
    await ensureLegalDocuments(db);
    rows = await repo.listLegalDocumentRows(db);
  }
  return Promise.all(rows.map((row) => withEditorName(db, row)));
}

/**
 * An admin edit: title and content replaced, version + 1, lastUpdated now, updatedBy the admin. An
 * inactive document is kept but reads as not found on its public page.
 */
export async function saveLegalDocument(
  db: Db,
  actor: Actor,
  id: string,
  input: { title: string; content: string; isActive?: boolean },
  now: Date = new Date(),
): Promise<LegalDocument> {
  if (!isLegalDocumentId(id)) throw notFound(id);
  return db.transaction(async (tx) => {
    await ensureLegalDocuments(tx);
    const row = await repo.updateLegalDocument(tx, id, {
      title: input.title,
      content: input.content,
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      updatedBy: actor.userId,
      lastUpdated: now,
    });
    if (!row) throw notFound(id);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'legal.save',
      targetType: 'legal',
      targetId: id,
      details: { version: row.version, title: row.title, isActive: row.isActive },
    });
    return withEditorName(tx, row);
  });
}

async function withEditorName(db: DbOrTx, row: repo.LegalDocumentRow): Promise<LegalDocument> {
  return { ...toLegalDocument(row), updatedByName: await userLabel(db, row.updatedBy) };
}

function toLegalDocument(row: repo.LegalDocumentRow): LegalDocument {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    lastUpdated: row.lastUpdated.toISOString(),
    updatedBy: row.updatedBy,
    updatedByName: null,
    version: row.version,
    isActive: row.isActive,
  };
}
