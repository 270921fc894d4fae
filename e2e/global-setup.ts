import type { TestProject } from 'vitest/node';
import { signUpByApi, startServer } from './server.ts';

/** Starts the built server on a free port with a fresh data folder, for the whole browser run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  // The first account becomes admin: create it up front so every test file knows who the admin is.
  const admin = { email: 'admin@example.com', password: 'admin-password' };
  await signUpByApi(server.baseUrl, { name: 'Avery Admin', ...admin });
  project.provide('baseUrl', server.baseUrl);
  project.provide('admin', admin);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}
