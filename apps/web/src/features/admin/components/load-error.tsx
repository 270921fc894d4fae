import { AlertCircle, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The spec's load-failure message with a Retry button. */
export function LoadError({
  message,
  onRetry,
  title = 'Error',
}: {
  message: string;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {onRetry && (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCw aria-hidden />
            Retry
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
