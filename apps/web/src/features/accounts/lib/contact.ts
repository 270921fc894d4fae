/**
 * Contact addresses shown on the FAQ, credits and legal pages. A self-hosted install sets its own with
 * VITE_SUPPORT_EMAIL / VITE_SALES_EMAIL / VITE_LEGAL_EMAIL at build time.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const SUPPORT_EMAIL = env.VITE_SUPPORT_EMAIL || 'support@pitchscope.app';
export const SALES_EMAIL = env.VITE_SALES_EMAIL || 'sales@pitchscope.app';
export const LEGAL_EMAIL = env.VITE_LEGAL_EMAIL || 'legal@pitchscope.app';

export function mailto(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
