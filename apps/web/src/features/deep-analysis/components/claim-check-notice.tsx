import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import {
  unverifiedNotice,
  verificationSummary,
  type ClaimVerification,
} from '@pitchscope/domain/claim-verification';

/**
 * Above a model's report (issue #16 item 6): how many of its cited claims the deck's slides back. Unverified
 * claims are marked in the report itself ("⚠️ Unverified: …"); this line says how many there are.
 */
export function ClaimCheckNotice({ verification }: { verification: ClaimVerification }) {
  const notice = unverifiedNotice(verification);
  const summary = verificationSummary(verification);
  if (verification.verified + verification.unverified === 0) return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
      {notice ? (
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      ) : (
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      )}
      <span>
        {notice ? (
          <>
            <strong className="font-medium">{notice}</strong> {summary} They are marked “⚠️ Unverified” in the
            report.
          </>
        ) : (
          summary
        )}
      </span>
    </p>
  );
}
