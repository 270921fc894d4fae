import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@pitchscope/domain/constants';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useIndustrySystem } from '../api/get-industry-system';
import { normalizeHierarchy } from '../utils/industries';
import { paginate } from '../utils/lists';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { Pagination } from './pagination';

export function IndustryHierarchy() {
  const system = useIndustrySystem();
  const [page, setPage] = useState(1);
  const industries = useMemo(() => normalizeHierarchy(system.data?.data?.hierarchy), [system.data]);

  if (system.isPending) return <ListSkeleton label="Loading industries" />;
  if (system.isError || system.data.success === false) {
    return <LoadError message={ADMIN_MESSAGES.loadIndustriesFailed} onRetry={() => void system.refetch()} />;
  }

  const totals = system.data.data;
  const current = paginate(industries, page, ADMIN_PAGE_SIZE);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="gap-1 py-4">
          <CardHeader className="px-4">
            <CardDescription>Industries</CardDescription>
            <CardTitle className="text-2xl tabular-nums">
              {totals.total_industries ?? industries.length}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card className="gap-1 py-4">
          <CardHeader className="px-4">
            <CardDescription>Sub-industries</CardDescription>
            <CardTitle className="text-2xl tabular-nums">
              {totals.total_sub_industries ??
                industries.reduce((sum, industry) => sum + industry.subIndustries.length, 0)}
            </CardTitle>
          </CardHeader>
        </Card>
      </div>
      {industries.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No industries defined.</p>
      ) : (
        <>
          <ul className="space-y-3">
            {current.items.map((industry) => (
              <li key={industry.name}>
                <Card className="gap-3 py-4">
                  <CardHeader className="px-4">
                    <CardTitle className="flex flex-wrap items-center gap-2">
                      {industry.name}
                      <Badge variant="secondary">
                        {industry.subIndustries.length}{' '}
                        {industry.subIndustries.length === 1 ? 'sub-industry' : 'sub-industries'}
                      </Badge>
                    </CardTitle>
                    {industry.description && <CardDescription>{industry.description}</CardDescription>}
                  </CardHeader>
                  {industry.subIndustries.length > 0 && (
                    <CardContent className="px-4">
                      <ul className="grid gap-2 sm:grid-cols-2">
                        {industry.subIndustries.map((sub) => (
                          <li key={sub.name} className="rounded-md border p-2 text-sm">
                            <span className="font-medium">{sub.name}</span>
                            {sub.description && (
                              <p className="text-xs text-muted-foreground">{sub.description}</p>
                            )}
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <Pagination
            page={current.page}
            pageCount={current.pageCount}
            onPageChange={setPage}
            label="Industry pages"
          />
        </>
      )}
    </div>
  );
}
