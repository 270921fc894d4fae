import { useEffect, useState } from 'react';
import type { UploadModelWait } from '@pitchscope/domain/contracts/decks';
import { modelWaitText } from '@pitchscope/domain/model-availability';

/** The countdown moves by itself: the upload's row does not change on the server while it waits. */
const TICK_MS = 5_000;

/** "Waiting for the analysis model — retrying in 2 min", kept current (issue #38). */
export function ModelWaitText({ wait }: { wait: UploadModelWait }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span data-testid="model-wait" title={wait.reason}>
      {modelWaitText(wait, now)}
    </span>
  );
}
