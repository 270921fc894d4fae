import type { FastifyInstance } from 'fastify';
import {
  changeMemberRoleSchema,
  createInvitationSchema,
  setCurrentWorkspaceSchema,
  workspaceNameInputSchema,
} from '@pitchscope/domain/contracts/workspaces';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import * as workspaces from './workspaces.service.ts';
import { API_TAGS, pathIdSchema } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  createdWorkspaceSchema,
  currentWorkspaceIdSchema,
  intakeAddressSchema,
  invitationPreviewSchema,
  renamedWorkspaceSchema,
  workspaceDetailSchema,
  workspaceListSchema,
} from '@pitchscope/domain/contracts/workspaces';

const workspaceIdParam = { id: { description: 'The workspace id', schema: pathIdSchema } };
const memberParams = { ...workspaceIdParam, userId: { description: "The member's user id", schema: pathIdSchema } };

/** Workspaces, members and invitations (issue #20, ADR 0022). Every route needs a signed-in user. */
export async function workspacesRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.get(
    '/api/workspaces',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: "The signed-in user's workspaces (personal first) with their role, and the current one",
      response: workspaceListSchema,
    },
    (_input, request) => workspaces.listWorkspaces(ctx.db, actorOf(request)),
  );

  route.post(
    '/api/workspaces',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Create a team workspace: the creator is its owner and it becomes current',
      body: workspaceNameInputSchema,
      response: createdWorkspaceSchema,
      status: 201,
    },
    ({ body }, request) => workspaces.createWorkspace(ctx.db, actorOf(request), body.name),
  );

  route.put(
    '/api/me/current-workspace',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Switch the current workspace (uploads land there, the library shows it); members only',
      body: setCurrentWorkspaceSchema,
      response: currentWorkspaceIdSchema,
    },
    ({ body }, request) => workspaces.setCurrentWorkspace(ctx.db, actorOf(request), body.workspaceId),
  );

  route.get(
    '/api/workspaces/:id',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'A workspace with its members; pending invitations for owners only',
      description: 'Not a member: 404.',
      params: workspaceIdParam,
      response: workspaceDetailSchema,
    },
    ({ params }, request) => workspaces.getWorkspace(ctx, actorOf(request), params.id),
  );

  route.patch(
    '/api/workspaces/:id',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Rename a workspace (owner)',
      params: workspaceIdParam,
      body: workspaceNameInputSchema,
      response: renamedWorkspaceSchema,
    },
    // The params are read (and refused) before the body, as before.
    ({ params, body }, request) => workspaces.renameWorkspace(ctx.db, actorOf(request), params.id, body.name),
  );

  route.get(
    '/api/workspaces/:id/intake-address',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: "The workspace's private email address: decks mailed or forwarded to it by members are uploaded here",
      description: 'Made on first view. `address` is null while the server has no INTAKE_DOMAIN. Not a member: 404.',
      params: workspaceIdParam,
      response: intakeAddressSchema,
    },
    ({ params }, request) => workspaces.getIntakeAddress(ctx, actorOf(request), params.id),
  );

  route.post(
    '/api/workspaces/:id/intake-address',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Replace the intake address with a new one (owner): mail to the old address is refused from now on',
      description: 'Without INTAKE_DOMAIN: 409.',
      params: workspaceIdParam,
      response: intakeAddressSchema,
    },
    ({ params }, request) => workspaces.replaceIntakeAddress(ctx, actorOf(request), params.id),
  );

  route.patch(
    '/api/workspaces/:id/members/:userId',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: "Change a member's role (owner); the last owner cannot be demoted (409)",
      params: memberParams,
      body: changeMemberRoleSchema,
      status: 204,
      responseDescription: 'No content.',
    },
    async ({ params, body }, request) => {
      await workspaces.changeMemberRole(ctx.db, actorOf(request), params.id, params.userId, body.role);
    },
  );

  route.delete(
    '/api/workspaces/:id/members/:userId',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Remove a member (owner), or leave (your own id); the last owner cannot (409)',
      description:
        "The removed member's decks stay in the workspace; their current workspace becomes their personal one.",
      params: memberParams,
      status: 204,
      responseDescription: 'No content.',
    },
    async ({ params }, request) => {
      await workspaces.removeMember(ctx.db, actorOf(request), params.id, params.userId);
    },
  );

  route.post(
    '/api/workspaces/:id/invitations',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Invite someone (owner): a single-use link valid 7 days, shown in this answer only',
      description: 'Not for a personal workspace (409).',
      params: workspaceIdParam,
      body: createInvitationSchema,
      response: createdInvitationSchema,
      status: 201,
    },
    ({ params, body }, request) => workspaces.createInvitation(ctx, actorOf(request), params.id, body),
  );

  route.delete(
    '/api/workspaces/:id/invitations/:invitationId',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Revoke a pending invitation (owner)',
      params: { ...workspaceIdParam, invitationId: { description: 'The invitation id', schema: pathIdSchema } },
      status: 204,
      responseDescription: 'No content.',
    },
    async ({ params }, request) => {
      await workspaces.revokeInvitation(ctx, actorOf(request), params.id, params.invitationId);
    },
  );

  route.get(
    '/api/invitations/:token',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'What an invitation link offers (signed in)',
      description:
        'Unknown: 404. Expired, revoked or already used: 410 INVITATION_GONE, each with its own message.',
      params: {
        token: { description: 'The token of the invitation link (the last part of its URL)', schema: pathIdSchema },
      },
      response: invitationPreviewSchema,
    },
    ({ params }) => workspaces.previewInvitation(ctx, params.token),
  );

  route.post(
    '/api/invitations/:token/accept',
    user,
    {
      tag: API_TAGS.workspaces,
      summary: 'Accept an invitation: join with its role; the workspace becomes current',
      description: 'Already a member: 409.',
      params: { token: { description: 'The token of the invitation link', schema: pathIdSchema } },
      response: acceptedInvitationSchema,
    },
    ({ params }, request) => workspaces.acceptInvitation(ctx, actorOf(request), params.token),
  );
}
