import { firstName } from './format.ts';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/**
 * Uses the local hours of `date`: the greeting is rendered in the viewer's browser, so "morning"
 * must follow the viewer's own clock, not UTC.
 */
export function dayPartFor(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** "Good morning, Anna" — first name only, "there" when no name is known. */
export function greetingFor(date: Date, displayName: string | null | undefined): string {
  return `Good ${dayPartFor(date)}, ${firstName(displayName) || 'there'}`;
}
