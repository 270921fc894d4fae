/**
 * "Agnostic" entries of the profile's multi-selects ('Industry Agnostic', 'Stage Agnostic') exclude the
 * specific ones: picking a specific sector drops Agnostic, picking Agnostic drops the specific ones.
 * Otherwise a profile could say both, and every deck would rate as a match.
 */
export function applyAgnosticSelection(previous: readonly string[], next: readonly string[], agnostic: string): string[] {
  const added = next.filter((value) => !previous.includes(value));
  if (added.includes(agnostic)) return [agnostic];
  if (added.length > 0) return next.filter((value) => value !== agnostic);
  return [...next];
}
