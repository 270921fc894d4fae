import { Eye, ExternalLink, Pencil, Save, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { LegalDocument } from '@pitchscope/domain/contracts/admin';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useLegalDocuments } from '../api/get-legal-documents';
import { useUpdateLegalDocument } from '../api/update-legal-document';
import { Field } from './field';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';

/** Where each document is published. */
const PUBLIC_PATHS: Record<string, string> = { 'terms-of-service': '/terms', 'privacy-policy': '/privacy' };

function LegalDocumentEditor({ document }: { document: LegalDocument }) {
  const update = useUpdateLegalDocument();
  const [draft, setDraft] = useState<{ title: string; content: string; isActive: boolean } | null>(null);
  const publishedId = useId();
  const [preview, setPreview] = useState(false);
  const publicPath = PUBLIC_PATHS[document.id];

  async function save() {
    if (!draft) return;
    if (!draft.title.trim()) return;
    try {
      const saved = await update.mutateAsync({
        id: document.id,
        title: draft.title.trim(),
        content: draft.content,
        isActive: draft.isActive,
      });
      toast({ title: 'Document Saved', description: `${saved.title} is now version ${saved.version}.` });
      setDraft(null);
      setPreview(false);
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.saveLegalFailed, variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {document.title}
            <Badge variant="secondary">Version {document.version}</Badge>
            {!document.isActive && <Badge variant="outline">Inactive</Badge>}
          </CardTitle>
          <CardDescription>
            Last updated {formatDeckDate(document.lastUpdated, 'N/A')}
            {document.updatedByName ? ` by ${document.updatedByName}` : ''}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {publicPath && (
            <Button variant="ghost" size="sm" asChild>
              <a href={publicPath} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                View public page
              </a>
            </Button>
          )}
          {draft ? (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPreview((value) => !value)}
                aria-pressed={preview}
              >
                {preview ? <Pencil aria-hidden /> : <Eye aria-hidden />}
                {preview ? 'Edit' : 'Preview'}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setDraft(null);
                  setPreview(false);
                }}
                disabled={update.isPending}
              >
                <X aria-hidden />
                Cancel
              </Button>
              <Button
                size="sm"
                onClick={() => void save()}
                disabled={update.isPending || !draft.title.trim()}
              >
                <Save aria-hidden />
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setDraft({ title: document.title, content: document.content, isActive: document.isActive })}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {draft && !preview ? (
          <div className="space-y-4">
            <Field label="Title" error={draft.title.trim() ? undefined : 'Title is required'}>
              <Input
                value={draft.title}
                onChange={(event) => setDraft({ ...draft, title: event.target.value })}
                maxLength={200}
              />
            </Field>
            <div className="flex items-start justify-between gap-4">
              <div className="space-y-0.5">
                <label htmlFor={publishedId} className="text-sm font-medium">
                  Published
                </label>
                <p className="text-sm text-muted-foreground">
                  When off, the public page answers &quot;{document.title} Not Found&quot;; the text is kept.
                </p>
              </div>
              <Switch
                id={publishedId}
                checked={draft.isActive}
                onCheckedChange={(isActive) => setDraft({ ...draft, isActive })}
              />
            </div>
            <Field label="Content (Markdown)">
              <Textarea
                value={draft.content}
                onChange={(event) => setDraft({ ...draft, content: event.target.value })}
                rows={24}
                className="font-mono text-xs"
              />
            </Field>
          </div>
        ) : (
          <div className="max-h-[36rem] overflow-auto rounded-md border p-4">
            {(draft?.content ?? document.content).trim() ? (
              <Markdown content={draft?.content ?? document.content} />
            ) : (
              <p className="text-sm text-muted-foreground">This document is empty.</p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2.9: edit the Terms of Service and the Privacy Policy. */
export function LegalTab() {
  const documents = useLegalDocuments();

  if (documents.isPending) return <ListSkeleton rows={3} label="Loading legal documents" />;
  if (documents.isError) {
    return <LoadError message={ADMIN_MESSAGES.loadLegalFailed} onRetry={() => void documents.refetch()} />;
  }
  if (documents.data.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No legal documents found.</p>;
  }

  return (
    <Tabs defaultValue={documents.data[0].id}>
      <TabsList>
        {documents.data.map((document) => (
          <TabsTrigger key={document.id} value={document.id}>
            {document.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {documents.data.map((document) => (
        <TabsContent key={document.id} value={document.id} className="pt-2">
          <LegalDocumentEditor document={document} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
