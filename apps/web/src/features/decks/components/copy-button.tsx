import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPY_CONFIRMATION_MS } from '@pitchscope/domain/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/** Copies `text` to the clipboard; the label reads "Copied" for a moment (fixed width, no shift). */
export function CopyButton({ text, label = 'Copy', what }: { text: string; label?: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying to the clipboard.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      className="w-24"
      onClick={() => void copy()}
      aria-label={`${label} ${what}`}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  );
}
