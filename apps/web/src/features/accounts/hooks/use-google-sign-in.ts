import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { signInWithGoogle } from '@/lib/auth';
import { authErrorFor } from '@/lib/auth-errors';
import { useAuthConfig } from '@/features/accounts/api/get-auth-config';

/**
 * Google sign-in with the "not configured" alert of the spec: when the server has no Google client
 * (GET /api/auth-config → googleEnabled false, or the social endpoint says so) the alert is shown
 * instead of an error toast; "Try Again" shows a "Retrying" toast and checks the configuration again.
 */
export function useGoogleSignIn(callbackPath: string) {
  const authConfig = useAuthConfig();
  const [notConfigured, setNotConfigured] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  async function start() {
    if (authConfig.data?.googleEnabled === false) {
      setNotConfigured(true);
      return;
    }
    setRedirecting(true);
    try {
      await signInWithGoogle(callbackPath);
    } catch (error) {
      setRedirecting(false);
      const view = authErrorFor(error);
      if (view.kind === 'configurationNotFound') setNotConfigured(true);
      else toast({ title: view.title, description: view.message, variant: 'destructive' });
    }
  }

  async function retry() {
    toast({ title: 'Retrying', description: 'Checking the authentication configuration again...' });
    const result = await authConfig.refetch();
    if (result.data?.googleEnabled) setNotConfigured(false);
  }

  return { start, retry, notConfigured, redirecting, retrying: authConfig.isFetching };
}
