import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeMemberRoleSchema,
  createInvitationSchema,
  setCurrentWorkspaceSchema,
  workspaceNameInputSchema,
} from '@pitchscope/domain/contracts/workspaces';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as workspaces from './workspaces.service.ts';
import { API_TAGS, describeRoute } from '../../platform/http/route-description.ts';
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

export const workspaceParams = z.object({ id: z.string().min(1).max(100) });
export const memberParams = workspaceParams.extend({ userId: z.string().min(1).max(100) });
export const invitationParams = workspaceParams.extend({ invitationId: z.string().min(1).max(100) });
export const invitationTokenParams = z.object({ token: z.string().min(1).max(100) });

/** Workspaces, members and invitations (issue #20, ADR 0022). Every route needs a signed-in user. */
export async function workspacesRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get(
    '/api/workspaces',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: "The signed-in user's workspaces (personal first) with their role, and the current one",
        response: workspaceListSchema,
      }),
    },
    (request) => workspaces.listWorkspaces(ctx.db, actorOf(request)),
  );

  app.post(
    '/api/workspaces',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Create a team workspace: the creator is its owner and it becomes current',
        body: workspaceNameInputSchema,
        response: createdWorkspaceSchema,
        status: 201,
      }),
    },
    async (request, reply) => {
      const { name } = parseInput(workspaceNameInputSchema, request.body ?? {});
      return reply.status(201).send(await workspaces.createWorkspace(ctx.db, actorOf(request), name));
    },
  );

  app.put(
    '/api/me/current-workspace',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Switch the current workspace (uploads land there, the library shows it); members only',
        body: setCurrentWorkspaceSchema,
        response: currentWorkspaceIdSchema,
      }),
    },
    (request) => {
      const { workspaceId } = parseInput(setCurrentWorkspaceSchema, request.body ?? {});
      return workspaces.setCurrentWorkspace(ctx.db, actorOf(request), workspaceId);
    },
  );

  app.get(
    '/api/workspaces/:id',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'A workspace with its members; pending invitations for owners only',
        description: 'Not a member: 404.',
        params: { id: { description: 'The workspace id' } },
        response: workspaceDetailSchema,
      }),
    },
    (request) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      return workspaces.getWorkspace(ctx, actorOf(request), id);
    },
  );

  app.patch(
    '/api/workspaces/:id',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Rename a workspace (owner)',
        params: { id: { description: 'The workspace id' } },
        body: workspaceNameInputSchema,
        response: renamedWorkspaceSchema,
      }),
    },
    (request) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      const { name } = parseInput(workspaceNameInputSchema, request.body ?? {});
      return workspaces.renameWorkspace(ctx.db, actorOf(request), id, name);
    },
  );

  app.get(
    '/api/workspaces/:id/intake-address',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: "The workspace's private email address: decks mailed or forwarded to it by members are uploaded here",
        description: 'Made on first view. `address` is null while the server has no INTAKE_DOMAIN. Not a member: 404.',
        params: { id: { description: 'The workspace id' } },
        response: intakeAddressSchema,
      }),
    },
    (request) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      return workspaces.getIntakeAddress(ctx, actorOf(request), id);
    },
  );

  app.post(
    '/api/workspaces/:id/intake-address',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Replace the intake address with a new one (owner): mail to the old address is refused from now on',
        description: 'Without INTAKE_DOMAIN: 409.',
        params: { id: { description: 'The workspace id' } },
        response: intakeAddressSchema,
      }),
    },
    (request) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      return workspaces.replaceIntakeAddress(ctx, actorOf(request), id);
    },
  );

  app.patch(
    '/api/workspaces/:id/members/:userId',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: "Change a member's role (owner); the last owner cannot be demoted (409)",
        params: { id: { description: 'The workspace id' }, userId: { description: "The member's user id" } },
        body: changeMemberRoleSchema,
        status: 204,
        responseDescription: 'No content.',
      }),
    },
    async (request, reply) => {
      const { id, userId } = parseInput(memberParams, request.params, 'params');
      const { role } = parseInput(changeMemberRoleSchema, request.body ?? {});
      await workspaces.changeMemberRole(ctx.db, actorOf(request), id, userId, role);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/workspaces/:id/members/:userId',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Remove a member (owner), or leave (your own id); the last owner cannot (409)',
        description:
          "The removed member's decks stay in the workspace; their current workspace becomes their personal one.",
        params: { id: { description: 'The workspace id' }, userId: { description: "The member's user id" } },
        status: 204,
        responseDescription: 'No content.',
      }),
    },
    async (request, reply) => {
      const { id, userId } = parseInput(memberParams, request.params, 'params');
      await workspaces.removeMember(ctx.db, actorOf(request), id, userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/workspaces/:id/invitations',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Invite someone (owner): a single-use link valid 7 days, shown in this answer only',
        description: 'Not for a personal workspace (409).',
        params: { id: { description: 'The workspace id' } },
        body: createInvitationSchema,
        response: createdInvitationSchema,
        status: 201,
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      const input = parseInput(createInvitationSchema, request.body ?? {});
      return reply.status(201).send(await workspaces.createInvitation(ctx, actorOf(request), id, input));
    },
  );

  app.delete(
    '/api/workspaces/:id/invitations/:invitationId',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Revoke a pending invitation (owner)',
        params: {
          id: { description: 'The workspace id' },
          invitationId: { description: 'The invitation id' },
        },
        status: 204,
        responseDescription: 'No content.',
      }),
    },
    async (request, reply) => {
      const { id, invitationId } = parseInput(invitationParams, request.params, 'params');
      await workspaces.revokeInvitation(ctx, actorOf(request), id, invitationId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'What an invitation link offers (signed in)',
        description:
          'Unknown: 404. Expired, revoked or already used: 410 INVITATION_GONE, each with its own message.',
        params: { token: { description: 'The token of the invitation link (the last part of its URL)' } },
        response: invitationPreviewSchema,
      }),
    },
    (request) => {
      const { token } = parseInput(invitationTokenParams, request.params, 'params');
      return workspaces.previewInvitation(ctx, token);
    },
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.workspaces,
        summary: 'Accept an invitation: join with its role; the workspace becomes current',
        description: 'Already a member: 409.',
        params: { token: { description: 'The token of the invitation link' } },
        response: acceptedInvitationSchema,
      }),
    },
    (request) => {
      const { token } = parseInput(invitationTokenParams, request.params, 'params');
      return workspaces.acceptInvitation(ctx, actorOf(request), token);
    },
  );
}
