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

export const workspaceParams = z.object({ id: z.string().min(1).max(100) });
export const memberParams = workspaceParams.extend({ userId: z.string().min(1).max(100) });
export const invitationParams = workspaceParams.extend({ invitationId: z.string().min(1).max(100) });
export const invitationTokenParams = z.object({ token: z.string().min(1).max(100) });

/** Workspaces, members and invitations (issue #20, ADR 0022). Every route needs a signed-in user. */
export async function workspacesRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get('/api/workspaces', user, (request) => workspaces.listWorkspaces(ctx.db, actorOf(request)));

  app.post('/api/workspaces', user, async (request, reply) => {
    const { name } = parseInput(workspaceNameInputSchema, request.body ?? {});
    return reply.status(201).send(await workspaces.createWorkspace(ctx.db, actorOf(request), name));
  });

  app.put('/api/me/current-workspace', user, (request) => {
    const { workspaceId } = parseInput(setCurrentWorkspaceSchema, request.body ?? {});
    return workspaces.setCurrentWorkspace(ctx.db, actorOf(request), workspaceId);
  });

  app.get('/api/workspaces/:id', user, (request) => {
    const { id } = parseInput(workspaceParams, request.params, 'params');
    return workspaces.getWorkspace(ctx, actorOf(request), id);
  });

  app.patch('/api/workspaces/:id', user, (request) => {
    const { id } = parseInput(workspaceParams, request.params, 'params');
    const { name } = parseInput(workspaceNameInputSchema, request.body ?? {});
    return workspaces.renameWorkspace(ctx.db, actorOf(request), id, name);
  });

  app.patch('/api/workspaces/:id/members/:userId', user, async (request, reply) => {
    const { id, userId } = parseInput(memberParams, request.params, 'params');
    const { role } = parseInput(changeMemberRoleSchema, request.body ?? {});
    await workspaces.changeMemberRole(ctx.db, actorOf(request), id, userId, role);
    return reply.status(204).send();
  });

  app.delete('/api/workspaces/:id/members/:userId', user, async (request, reply) => {
    const { id, userId } = parseInput(memberParams, request.params, 'params');
    await workspaces.removeMember(ctx.db, actorOf(request), id, userId);
    return reply.status(204).send();
  });

  app.post('/api/workspaces/:id/invitations', user, async (request, reply) => {
    const { id } = parseInput(workspaceParams, request.params, 'params');
    const input = parseInput(createInvitationSchema, request.body ?? {});
    return reply.status(201).send(await workspaces.createInvitation(ctx, actorOf(request), id, input));
  });

  app.delete('/api/workspaces/:id/invitations/:invitationId', user, async (request, reply) => {
    const { id, invitationId } = parseInput(invitationParams, request.params, 'params');
    await workspaces.revokeInvitation(ctx, actorOf(request), id, invitationId);
    return reply.status(204).send();
  });

  app.get('/api/invitations/:token', user, (request) => {
    const { token } = parseInput(invitationTokenParams, request.params, 'params');
    return workspaces.previewInvitation(ctx, token);
  });

  app.post('/api/invitations/:token/accept', user, (request) => {
    const { token } = parseInput(invitationTokenParams, request.params, 'params');
    return workspaces.acceptInvitation(ctx, actorOf(request), token);
  });
}
