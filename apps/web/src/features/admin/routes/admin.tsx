import { Bot, FlaskConical, ListTree, Wrench } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DecksTab } from '../components/decks-tab';
import { IndustriesTab } from '../components/industries-tab';
import { LegalTab } from '../components/legal-tab';
import { OverviewTab } from '../components/overview-tab';
import { PromptsTab } from '../components/prompts-tab';
import { SettingsTab } from '../components/settings-tab';
import { UsersTab } from '../components/users-tab';

const TABS = [
  { value: 'overview', label: 'Overview', Component: OverviewTab },
  { value: 'decks', label: 'All Pitch Decks', Component: DecksTab },
  { value: 'users', label: 'Users', Component: UsersTab },
  { value: 'prompts', label: 'Analysis Prompts', Component: PromptsTab },
  { value: 'industries', label: 'Industry Management', Component: IndustriesTab },
  { value: 'legal', label: 'Legal Documents', Component: LegalTab },
  { value: 'settings', label: 'Settings', Component: SettingsTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/** /admin: the back office (spec §2.4). The open tab is kept in `?tab=` so it survives reloads and links. */
export default function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">Users, pitch decks, prompts and platform settings.</p>
        </div>
        <nav aria-label="Admin tools" className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to="/admin-ai-config">
              <Bot aria-hidden />
              AI Configuration
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/manual-analysis">
              <Wrench aria-hidden />
              Manual Analysis
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/test-deep-analysis">
              <FlaskConical aria-hidden />
              Parser Test
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to="/structured-analysis">
              <ListTree aria-hidden />
              Structured Analysis
            </Link>
          </Button>
        </nav>
      </header>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'overview') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="h-auto w-full justify-start">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Component }) => (
          <TabsContent key={value} value={value} className="pt-4">
            <Component />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
