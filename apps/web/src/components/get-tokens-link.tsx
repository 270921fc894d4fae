import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { CREDITS_PATH } from '@/lib/app-paths';

/**
 * Stands in for "Run Deep Analysis" while the balance is below one analysis, with the Analysis list's
 * label, and goes straight to the credits page (issue #36).
 */
export function GetTokensLink({ size, tabIndex }: { size?: 'sm' | 'default'; tabIndex?: number }) {
  return (
    <Button asChild size={size} variant="outline">
      <Link to={CREDITS_PATH} tabIndex={tabIndex}>
        <Coins aria-hidden />
        {DECK_MESSAGES.getTokens}
      </Link>
    </Button>
  );
}
