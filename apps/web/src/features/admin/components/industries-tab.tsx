import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IndustryAnalysisConfigs } from './industry-analysis-configs';
import { IndustryDeepResearch } from './industry-deep-research';
import { IndustryHierarchy } from './industry-hierarchy';

/** Spec §2.8: Hierarchy, Deep Research and Analysis Configs. */
export function IndustriesTab() {
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">Industry Management</h2>
        <p className="text-sm text-muted-foreground">The industry knowledge that tailors each analysis.</p>
      </div>
      <Tabs defaultValue="hierarchy">
        <TabsList>
          <TabsTrigger value="hierarchy">Hierarchy</TabsTrigger>
          <TabsTrigger value="deep-research">Deep Research</TabsTrigger>
          <TabsTrigger value="analysis-configs">Analysis Configs</TabsTrigger>
        </TabsList>
        <TabsContent value="hierarchy" className="pt-2">
          <IndustryHierarchy />
        </TabsContent>
        <TabsContent value="deep-research" className="pt-2">
          <IndustryDeepResearch />
        </TabsContent>
        <TabsContent value="analysis-configs" className="pt-2">
          <IndustryAnalysisConfigs />
        </TabsContent>
      </Tabs>
    </div>
  );
}
