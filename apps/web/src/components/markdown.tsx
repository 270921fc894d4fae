import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/**
 * Only http(s) and mailto URLs survive; anything else (javascript:, data:, relative paths that could
 * point at API actions) becomes an empty href. Exported for tests.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_PROTOCOL.test(trimmed) ? trimmed : '';
}

const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        target={href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener noreferrer"
        className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  h1: ({ node: _node, ...props }) => <h2 className="mt-6 mb-3 text-2xl font-semibold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-6 mb-2 text-xl font-semibold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-5 mb-2 text-lg font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-4 mb-2 text-base font-semibold first:mt-0" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 text-sm font-semibold first:mt-0" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 text-sm font-semibold first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 border-border pl-4 text-muted-foreground italic" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-4 overflow-x-auto rounded-md bg-muted p-4 text-sm [&>code]:bg-transparent [&>code]:p-0" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="relative my-4 w-full overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-border px-3 py-2 align-bottom font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-border px-3 py-2 align-top" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="my-6 border-border" {...props} />,
  img: ({ node: _node, src, alt }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} loading="lazy" className="my-4 max-w-full rounded-md" referrerPolicy="no-referrer" />
    ) : null,
};

const REMARK_PLUGINS = [remarkGfm];

/**
 * Renders untrusted markdown (deck content, analysis output, legal documents) with GitHub's tables,
 * strikethrough and autolinks, which reports and legal texts use. Raw HTML inside the
 * markdown is never rendered (no rehype-raw; `skipHtml` drops it), links open with
 * rel="noopener noreferrer" and only http(s)/mailto URLs are kept.
 */
export function Markdown({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn('text-sm break-words text-foreground', className)}>
      <ReactMarkdown skipHtml remarkPlugins={REMARK_PLUGINS} urlTransform={safeUrl} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
