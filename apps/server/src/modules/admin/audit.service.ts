/**
 * The admin audit trail, as other modules use it: a module that performs an admin action (legal
 * documents, for one) records it here, in its own transaction. The table stays the admin module's.
 */
export { recordAdminAction, type AdminAuditEntry } from './audit.repository.ts';
