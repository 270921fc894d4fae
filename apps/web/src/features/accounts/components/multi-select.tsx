import { useId, useState } from 'react';
import { ChevronsUpDown, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollArea } from '@/components/ui/scroll-area';

/** A searchable checkbox list in a popover, with the selection shown as removable badges. */
export function MultiSelect({
  id,
  options,
  value,
  onChange,
  placeholder = 'Select...',
  searchPlaceholder = 'Search...',
  limit,
}: {
  id: string;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  /** Long lists (every country) show this many matches at a time; typing narrows them. */
  limit?: number;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const matches = options.filter((option) => option.toLowerCase().includes(query.trim().toLowerCase()));
  const visible = limit ? matches.slice(0, limit) : matches;
  const hidden = matches.length - visible.length;

  function toggle(option: string, checked: boolean) {
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  }

  return (
    <div className="space-y-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button id={id} type="button" variant="outline" className="w-full justify-between font-normal" aria-expanded={open}>
            <span className={value.length ? '' : 'text-muted-foreground'}>
              {value.length ? `${value.length} selected` : placeholder}
            </span>
            <ChevronsUpDown className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
          <div className="border-b p-2">
            <Input
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-8"
            />
          </div>
          <ScrollArea className="h-64">
            <ul id={listId} className="p-1">
              {visible.map((option) => {
                const optionId = `${listId}-${option.replace(/\W+/g, '-')}`;
                return (
                  <li key={option} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent">
                    <Checkbox id={optionId} checked={value.includes(option)} onCheckedChange={(checked) => toggle(option, checked === true)} />
                    <Label htmlFor={optionId} className="flex-1 cursor-pointer font-normal">
                      {option}
                    </Label>
                  </li>
                );
              })}
              {visible.length === 0 && <li className="px-2 py-4 text-center text-sm text-muted-foreground">No matches</li>}
              {hidden > 0 && (
                <li className="px-2 py-2 text-center text-sm text-muted-foreground">{hidden} more: type to narrow the list</li>
              )}
            </ul>
          </ScrollArea>
        </PopoverContent>
      </Popover>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected">
          {value.map((item) => (
            <li key={item}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1">
                {item}
                <button
                  type="button"
                  onClick={() => toggle(item, false)}
                  className="rounded-sm p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove ${item}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
