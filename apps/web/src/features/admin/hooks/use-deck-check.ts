import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { getDeckRawQueryOptions, isNotFound, useDeckRaw, type DeckRawData } from '../api/get-deck-raw';
import { MANUAL_TOOL_MESSAGES } from '../utils/manual-analysis';

/**
 * "Check Deck Status" for the manual tools: loads the deck on demand, reports 'Deck Not Found' or
 * 'Error' as toasts, and keeps the checked deck live afterwards (it refreshes after a trigger).
 */
export function useDeckCheck() {
  const queryClient = useQueryClient();
  const [checkedId, setCheckedId] = useState('');
  const [checking, setChecking] = useState(false);
  const raw = useDeckRaw(checkedId);

  async function check(deckId: string): Promise<DeckRawData | null> {
    const id = deckId.trim();
    if (!id) return null;
    setChecking(true);
    try {
      const data = await queryClient.fetchQuery({
        ...getDeckRawQueryOptions(id),
        staleTime: 0,
        retry: false,
      });
      setCheckedId(id);
      return data;
    } catch (error) {
      setCheckedId('');
      const message = isNotFound(error)
        ? MANUAL_TOOL_MESSAGES.deckNotFound
        : MANUAL_TOOL_MESSAGES.checkFailed;
      toast({ title: message.title, description: message.message, variant: 'destructive' });
      return null;
    } finally {
      setChecking(false);
    }
  }

  return { check, checking, checkedId, raw: checkedId ? raw.data : undefined, reset: () => setCheckedId('') };
}
