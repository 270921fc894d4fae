import { z } from 'zod';
import { INVITATION_EMAIL_STATUSES, WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_ROLES } from '../constants.ts';
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from '../messages.ts';

/** Workspaces API (issue #20, ADR 0022). See /work/briefs/ws-contract.md for the routes. */

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, WORKSPACE_MESSAGES.nameRequired)
  .max(WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_MESSAGES.nameTooLong(WORKSPACE_NAME_MAX_LENGTH));

/** POST /api/workspaces and PATCH /api/workspaces/:id */
export const workspaceNameInputSchema = z.object({ name: workspaceNameSchema }).strict();
export type WorkspaceNameInput = z.infer<typeof workspaceNameInputSchema>;

export const createdWorkspaceSchema = z.object({ id: z.string() });
export type CreatedWorkspace = z.infer<typeof createdWorkspaceSchema>;

export const renamedWorkspaceSchema = z.object({ id: z.string(), name: z.string() });
export type RenamedWorkspace = z.infer<typeof renamedWorkspaceSchema>;

/** GET /api/workspaces item */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: workspaceRoleSchema.describe("The signed-in user's role"),
  memberCount: z.number().int(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceListSchema = z.object({
  items: z.array(workspaceSummarySchema),
  currentWorkspaceId: z.string(),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

/** PUT /api/me/current-workspace */
export const setCurrentWorkspaceSchema = z.object({ workspaceId: z.string().min(1) }).strict();
export type SetCurrentWorkspaceInput = z.infer<typeof setCurrentWorkspaceSchema>;
export const currentWorkspaceIdSchema = z.object({ currentWorkspaceId: z.string() });

/** `GET /api/me` gains this. */
export const currentWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: workspaceRoleSchema,
});
export type CurrentWorkspace = z.infer<typeof currentWorkspaceSchema>;

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joinedAt: z.string().describe('ISO 8601'),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** A pending invitation as an owner lists it: never the token (stored as its sha256). */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  role: workspaceRoleSchema,
  email: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().describe('ISO 8601'),
  createdByName: z.string(),
  emailStatus: z
    .enum(INVITATION_EMAIL_STATUSES)
    .nullable()
    .describe('queued (being sent, retries included), sent, failed (not sent after the last attempt); null: not emailed'),
  emailSentAt: z.string().nullable().describe('ISO 8601, when the email was accepted by the mail server'),
  emailError: z.string().nullable().describe('Why the last attempt to email it failed'),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/workspaces/:id — invitations are listed to owners only (empty for member and viewer). */
export const workspaceDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: workspaceRoleSchema,
  members: z.array(workspaceMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  mailEnabled: z.boolean().describe('True when the server emails invitations (SMTP_URL and MAIL_FROM set)'),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/** PATCH /api/workspaces/:id/members/:userId */
export const changeMemberRoleSchema = z.object({ role: workspaceRoleSchema }).strict();
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleSchema>;

/** POST /api/workspaces/:id/invitations */
export const createInvitationSchema = z
  .object({
    role: workspaceRoleSchema,
    email: z.email(INVITATION_MESSAGES.emailInvalid).optional(),
  })
  .strict();
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

/** The only time the invitation URL (its token) is shown. */
export const createdInvitationSchema = z.object({
  id: z.string(),
  url: z.string().describe('`<APP_URL>/invite/<token>`; works once, until expiresAt'),
  expiresAt: z.string().describe('ISO 8601'),
  emailed: z.boolean().describe('True when an email was queued (SMTP_URL and MAIL_FROM set, email given)'),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** GET /api/invitations/:token (signed in): 404 unknown, 410 expired / revoked / used. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedByName: z.string(),
  role: workspaceRoleSchema,
  expiresAt: z.string().describe('ISO 8601'),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/:token/accept */
export const acceptedInvitationSchema = z.object({ workspaceId: z.string() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** Deck DTOs (list item and deck page) gain this. */
export const uploadedBySchema = z.object({ id: z.string(), name: z.string() });
export type UploadedBy = z.infer<typeof uploadedBySchema>;

/**
 * The workspace's email intake address (ADR 0050): members mail or forward decks to it. Null while the
 * server has no INTAKE_DOMAIN; `canReplace` for owners, who may replace it (the old one stops working).
 */
export const intakeAddressSchema = z.object({ address: z.string().nullable(), canReplace: z.boolean() });
export type IntakeAddress = z.infer<typeof intakeAddressSchema>;
