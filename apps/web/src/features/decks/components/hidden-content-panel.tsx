import { EyeOff } from 'lucide-react';
import {
  NOT_CHECKED_FOR_HIDDEN_TEXT,
  NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL,
  hiddenContentParts,
  type HiddenContentFinding,
} from '@pitchscope/domain/hidden-content';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * The deck's hidden content (issue #16 item 5): text a reader cannot see and instructions aimed at an AI
 * model, which extraction kept out of every analysis. Each finding names its slide, which opens it in
 * the viewer. Nothing is shown when a checked deck has none; a deck never checked says so.
 */
export function HiddenContentPanel({
  findings,
  checked,
  onJumpToSlide,
}: {
  findings: HiddenContentFinding[];
  /** False for a deck extracted before detection existed: its lack of findings is not a clean bill. */
  checked: boolean;
  onJumpToSlide: (slide: number) => void;
}) {
  if (!checked && findings.length === 0) {
    return (
      <Alert aria-label="Hidden content">
        <EyeOff aria-hidden />
        <AlertTitle className="line-clamp-none">{NOT_CHECKED_FOR_HIDDEN_TEXT}</AlertTitle>
        <AlertDescription>
          <p>{NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL}</p>
        </AlertDescription>
      </Alert>
    );
  }
  if (findings.length === 0) return null;
  const instructions = findings.some((finding) => finding.kind === 'instruction');
  return (
    <Alert variant="destructive" aria-label="Hidden content">
      <EyeOff aria-hidden />
      <AlertTitle className="line-clamp-none">
        {instructions ? 'This deck contains text aimed at an AI model' : 'This deck contains hidden text'}
      </AlertTitle>
      <AlertDescription>
        <p>
          It was kept out of the summary, the facts, the numbers and the analyses. A deck may hide text by
          accident; instructions to an AI model are an attempt to steer the screening.
        </p>
        <ul className="grid gap-1">
          {findings.map((finding, index) => {
            const { what, quote } = hiddenContentParts(finding);
            return (
              <li key={`${finding.page}-${index}`} className="break-words">
                <button
                  type="button"
                  className="font-medium underline underline-offset-2"
                  onClick={() => onJumpToSlide(finding.page)}
                >
                  Slide {finding.page}
                </button>{' '}
                contains {what}: <q className="italic before:content-none after:content-none">{quote.slice(1, -1)}</q>
              </li>
            );
          })}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
