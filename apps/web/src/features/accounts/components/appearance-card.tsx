import { ThemeToggle } from '@/components/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Light, dark or the system's setting; kept in this browser only (localStorage), like the sidebar toggle. */
export function AppearanceCard() {
  return (
    <Card className="mt-4 gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Light, dark, or follow your system setting. Saved in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        <ThemeToggle className="w-full sm:w-auto" />
      </CardContent>
    </Card>
  );
}
