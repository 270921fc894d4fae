import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { meQueryOptions } from '@/lib/auth';
import './index.css';

// Zod probes for `eval` support, which the strict CSP forbids (and reports); it needs no JIT here.
z.config({ jitless: true });

const queryClient = createQueryClient();
// Every page asks who is signed in (the guards, the sidebar): asked now, beside the first page's code,
// not once that code has loaded and the guard has mounted (issue #37).
void queryClient.prefetchQuery(meQueryOptions);
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
