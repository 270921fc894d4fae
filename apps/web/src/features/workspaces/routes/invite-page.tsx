import { Link, useNavigate, useParams } from 'react-router';
import { Loader2, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageLoader } from '@/components/feedback/page-loader';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { withNext } from '@/lib/next-path';
import { ROLE_LABELS, useAcceptInvitation, useInvitationPreview } from '@/features/workspaces/api/workspaces';
import { BrandLogo } from '@/components/brand-logo';

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/60 via-background to-background">
      <header className="border-b bg-background/80 px-4 py-3 sm:px-6">
        <Link to="/" aria-label="Pitchscope home">
          <BrandLogo />
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">{children}</main>
    </div>
  );
}

/**
 * `/invite/:token` (issue #20, ADR 0022): a signed-out visitor is sent to sign in or up and comes back
 * here; a signed-in one sees who invites them where and with which role, and accepts. An expired,
 * revoked, used or unknown link shows the server's own message.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const preview = useInvitationPreview(token, signedIn);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `/invite/${token}`;

  if (me.isPending) return <PageLoader label="Checking your session..." />;

  if (!signedIn) {
    return (
      <Shell>
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">You are invited to a team on Pitchscope</CardTitle>
            <CardDescription>Sign in, or create a free account, to see the invitation and join the team.</CardDescription>
          </CardHeader>
          <CardFooter className="flex flex-col gap-2 sm:flex-row">
            <Button asChild className="w-full sm:flex-1">
              <Link to={withNext('/', here)}>Sign In</Link>
            </Button>
            <Button asChild variant="outline" className="w-full sm:flex-1">
              <Link to={withNext('/signup', here)}>Create account</Link>
            </Button>
          </CardFooter>
        </Card>
      </Shell>
    );
  }

  if (preview.isPending) return <PageLoader label="Opening the invitation..." />;

  if (preview.isError) {
    return (
      <Shell>
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-none font-semibold">This invitation cannot be used</h1>
            <CardDescription role="alert">{errorMessage(preview.error)}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild variant="outline">
              <Link to="/dashboard">Go to Pitchscope</Link>
            </Button>
          </CardFooter>
        </Card>
      </Shell>
    );
  }

  const invitation = preview.data;

  async function handleAccept() {
    try {
      await accept.mutateAsync(token);
      toast({ title: `Welcome to ${invitation.workspaceName}`, description: 'You are now working in this team workspace.' });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not join the workspace', description: errorMessage(error) });
    }
  }

  return (
    <Shell>
      <Card>
        <CardHeader>
          <Users className="size-8 text-primary" aria-hidden="true" />
          <h1 className="text-2xl leading-none font-semibold">Join {invitation.workspaceName}</h1>
          <CardDescription>
            {invitation.invitedByName} invited you to the team workspace “{invitation.workspaceName}”.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Invited by</dt>
            <dd>{invitation.invitedByName}</dd>
            <dt className="text-muted-foreground">Your role</dt>
            <dd>{ROLE_LABELS[invitation.role]}</dd>
            <dt className="text-muted-foreground">Signed in as</dt>
            <dd>{me.data?.email}</dd>
          </dl>
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row">
          <Button className="w-full sm:flex-1" onClick={() => void handleAccept()} disabled={accept.isPending}>
            {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Accept invitation
          </Button>
          <Button asChild variant="outline" className="w-full sm:flex-1">
            <Link to="/dashboard">Not now</Link>
          </Button>
        </CardFooter>
      </Card>
    </Shell>
  );
}
