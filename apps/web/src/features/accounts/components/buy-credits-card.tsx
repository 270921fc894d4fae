import { useId, useState } from 'react';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { CREDIT_PRICE, CREDIT_QUANTITY } from '@pitchscope/domain/constants';
import { SETTINGS_MESSAGES } from '@pitchscope/domain/messages';
import { clampCreditQuantity, creditPrice, creditSavings, creditTotal } from '@pitchscope/domain/pricing';
import { formatUsd } from '@pitchscope/domain/round-size';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';

export function comingSoon(description = 'Online payments are not available yet.') {
  toast({ title: SETTINGS_MESSAGES.comingSoon, description });
}

/** Buy Credits (spec accounts §2.7, §9): quantity 1–100, $25 each, $20 each from 10 credits. */
export function BuyCreditsCard() {
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  // The text the user is typing; the clamped quantity is applied on blur and on the buttons.
  const [draft, setDraft] = useState('1');

  function apply(value: unknown) {
    const next = clampCreditQuantity(value);
    setQuantity(next);
    setDraft(String(next));
  }

  const price = creditPrice(quantity);
  const savings = creditSavings(quantity);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShoppingCart className="size-5 text-primary" aria-hidden="true" />
          Buy Credits
        </CardTitle>
        <CardDescription>One credit runs one deep analysis. Credits never expire.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={`${id}-quantity`}>Quantity</Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Decrease quantity"
              onClick={() => apply(quantity - 1)}
              disabled={quantity <= CREDIT_QUANTITY.min}
            >
              <Minus />
            </Button>
            <Input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={CREDIT_QUANTITY.min}
              max={CREDIT_QUANTITY.max}
              className="w-24 text-center tabular-nums"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value.trim() !== '') setQuantity(clampCreditQuantity(event.target.value));
              }}
              onBlur={() => apply(draft)}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Increase quantity"
              onClick={() => apply(quantity + 1)}
              disabled={quantity >= CREDIT_QUANTITY.max}
            >
              <Plus />
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Between {CREDIT_QUANTITY.min} and {CREDIT_QUANTITY.max} credits.
          </p>
        </div>

        <dl className="space-y-2 rounded-lg bg-muted/50 p-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Price per credit</dt>
            <dd className="font-medium tabular-nums" data-testid="price-per-credit">
              {formatUsd(price)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Savings</dt>
            <dd className={savings > 0 ? 'font-medium text-success tabular-nums' : 'tabular-nums text-muted-foreground'} data-testid="savings">
              {formatUsd(savings)}
            </dd>
          </div>
          <div className="flex justify-between border-t pt-2 text-base">
            <dt className="font-medium">Total</dt>
            <dd className="font-semibold tabular-nums" data-testid="total">
              {formatUsd(creditTotal(quantity))}
            </dd>
          </div>
        </dl>
        {savings === 0 && (
          <p className="text-xs text-muted-foreground">
            Buy {CREDIT_PRICE.bulkFromQuantity} or more to pay {formatUsd(CREDIT_PRICE.bulk)} per credit.
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={() => comingSoon()}>
          Buy {quantity} {quantity === 1 ? 'Credit' : 'Credits'}
        </Button>
      </CardFooter>
    </Card>
  );
}
