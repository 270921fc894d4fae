import { useId, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

export interface ShownOnceValueProps {
  /** What the value is ("API key", "Signing secret", "Share link"): the field's label. */
  label: string;
  value: string;
  /** The label is read by screen readers only (the notice around it names the value already). */
  hideLabel?: boolean;
  /** Buttons after Copy, e.g. Done. */
  children?: ReactNode;
  /** The whole value stays visible, wrapped over lines (a long link), instead of scrolling in one line. */
  wrap?: boolean;
}

/**
 * A value the server shows only once (a key, a secret, a link whose token it keeps only as a hash):
 * read-only, selected on focus, with a Copy button that says when it worked and what to do when the
 * clipboard is refused.
 */
export function ShownOnceValue({ label, value, hideLabel = false, children, wrap = false }: ShownOnceValueProps) {
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const what = label.toLowerCase();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: `Select the ${what} and copy it yourself.` });
    }
  }

  return (
    // Full width also inside a container that aligns its items to the start (an Alert's description).
    <div className={cn('grid w-full gap-2', hideLabel && 'gap-0')}>
      <Label htmlFor={inputId} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div className={cn('flex flex-col gap-2 sm:flex-row', wrap && 'sm:items-start')}>
        {wrap ? (
          <Textarea
            id={inputId}
            readOnly
            value={value}
            rows={2}
            className="min-h-0 resize-none font-mono text-xs break-all md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
          />
        ) : (
          <Input
            id={inputId}
            readOnly
            value={value}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
          />
        )}
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        {children}
      </div>
      <span aria-live="polite" className="sr-only">
        {copied ? `${label} copied to the clipboard` : ''}
      </span>
    </div>
  );
}
