import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AiIndustriesPanel } from '../components/ai-industries-panel';
import { AiModelsPanel } from '../components/ai-models-panel';
import { AiPromptsPanel } from '../components/ai-prompts-panel';

/** /admin-ai-config: models, the analysis service's configurations and prompts, and industries (spec §2.6–§2.8). */
export default function AdminAiConfigPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">AI Configuration</h1>
          <p className="text-sm text-muted-foreground">
            Models, prompts and industry knowledge used by the analysis.
          </p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/admin">
            <ArrowLeft aria-hidden />
            Back to Admin
          </Link>
        </Button>
      </header>
      <Tabs defaultValue="models">
        <TabsList>
          <TabsTrigger value="models">Models</TabsTrigger>
          <TabsTrigger value="prompts">Prompts</TabsTrigger>
          <TabsTrigger value="industries">Industries</TabsTrigger>
        </TabsList>
        <TabsContent value="models" className="pt-2">
          <AiModelsPanel />
        </TabsContent>
        <TabsContent value="prompts" className="pt-2">
          <AiPromptsPanel />
        </TabsContent>
        <TabsContent value="industries" className="pt-2">
          <AiIndustriesPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
