import { AlertTriangle, RefreshCw } from 'lucide-react';
import { AUTH_NOT_CONFIGURED_ALERT_TITLE } from '@pitchscope/domain/messages';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * Shown instead of an error toast when Google sign-in is not configured on this server
 * (spec accounts §2.2, the "configuration not found" case).
 */
export function AuthNotConfiguredAlert({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert className="border-warning/40 bg-warning/5">
      <AlertTriangle className="text-warning" />
      <AlertTitle>{AUTH_NOT_CONFIGURED_ALERT_TITLE}</AlertTitle>
      <AlertDescription>
        <p>Google sign-in is not set up on this server yet. An administrator can enable it:</p>
        <ol className="list-decimal space-y-1 pl-4">
          <li>
            Create an OAuth client in the Google Cloud Console with the redirect URI{' '}
            <code className="rounded bg-muted px-1 text-xs break-all">{`${window.location.origin}/api/auth/callback/google`}</code>.
          </li>
          <li>
            Set <code className="rounded bg-muted px-1 text-xs">GOOGLE_CLIENT_ID</code> and{' '}
            <code className="rounded bg-muted px-1 text-xs">GOOGLE_CLIENT_SECRET</code> in the server environment.
          </li>
          <li>Restart the server, then try again.</li>
        </ol>
        <p>You can still sign in with your email and password.</p>
        <Button type="button" size="sm" variant="outline" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} />
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
