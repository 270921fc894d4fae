import { Link } from 'react-router';
import { ArrowLeft, FileWarning } from 'lucide-react';
import type { LegalDocumentId } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { LEGAL_MESSAGES } from '@pitchscope/domain/messages';
import { Markdown } from '@/components/markdown';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useLegalDocument } from '@/features/accounts/api/get-legal-document';
import { PublicFooter } from '@/features/accounts/components/public-footer';
import { PublicHeader } from '@/features/accounts/components/public-header';
import { LEGAL_EMAIL, mailto } from '@/features/accounts/lib/contact';

const FALLBACK_TITLE: Record<LegalDocumentId, string> = {
  'terms-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
};

/** Terms and Privacy (spec accounts §2.10): title, version badge, last-updated date, contact link. */
export function LegalDocumentPage({ documentId }: { documentId: LegalDocumentId }) {
  const query = useLegalDocument(documentId);
  const messages = LEGAL_MESSAGES[documentId];
  const notFound =
    (query.isError && query.error instanceof ApiError && query.error.status === 404) ||
    (query.isSuccess && (!query.data || !query.data.content?.trim()));

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PublicHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <Button variant="ghost" size="sm" asChild className="mb-4 -ml-2">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>

        {query.isPending ? (
          <div className="space-y-4" aria-label="Loading document">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : notFound ? (
          <Alert>
            <FileWarning />
            <AlertTitle>{messages.notFound}</AlertTitle>
            <AlertDescription>This document has not been published yet.</AlertDescription>
          </Alert>
        ) : query.isError ? (
          <Alert variant="destructive">
            <FileWarning />
            <AlertTitle>{FALLBACK_TITLE[documentId]}</AlertTitle>
            <AlertDescription>
              <p>{messages.loadFailed}</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <article className="space-y-6">
            <header className="space-y-3">
              <h1 className="text-3xl font-bold">{query.data.title || FALLBACK_TITLE[documentId]}</h1>
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                <Badge variant="secondary">Version {query.data.version}</Badge>
                <span>Last updated: {formatDeckDate(query.data.lastUpdated, '—')}</span>
              </div>
            </header>
            <Card>
              <CardContent>
                <Markdown content={query.data.content} />
              </CardContent>
            </Card>
            <p className="text-sm text-muted-foreground">
              Questions about this document? Contact us at{' '}
              <a href={mailto(LEGAL_EMAIL, FALLBACK_TITLE[documentId])} className="font-medium text-primary hover:underline">
                {LEGAL_EMAIL}
              </a>
              .
            </p>
          </article>
        )}
      </main>
      <PublicFooter />
    </div>
  );
}
