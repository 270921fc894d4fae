import { Save } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { appSettingsSchema, type AppSettings } from '@pitchscope/domain/contracts/admin';
import { DEFAULT_MAX_UPLOAD_SIZE_MB, DEFAULT_NEW_USER_FREE_CREDITS } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import { ASK_MESSAGES, ASK_MODEL_ANSWERS_PER_TOKEN_MAX } from '@pitchscope/domain/ask-deck';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { useAppSettings } from '../api/get-app-settings';
import { useUpdateAppSettings } from '../api/update-app-settings';
import { useServerCapabilities } from '../api/get-server-capabilities';
import { Field } from './field';
import { PipelineStagesCard } from './pipeline-stages-card';
import { LoadError } from './load-error';

const creditsSchema = appSettingsSchema.shape.newUserFreeCredits;
const uploadSizeSchema = appSettingsSchema.shape.maxUploadSizeMB;
const askAnswersSchema = appSettingsSchema.shape.askModelAnswersPerToken;

/** A whole-number setting with its own Save button, validated with the shared schema. */
function NumberSetting({
  title,
  description,
  label,
  hint,
  invalidText,
  value,
  min,
  max,
  schema,
  failureText,
  field,
  className,
}: {
  title: string;
  description: string;
  label: string;
  hint: string;
  invalidText: string;
  value: number;
  min: number;
  max: number;
  schema: typeof creditsSchema;
  failureText: string;
  field: 'newUserFreeCredits' | 'maxUploadSizeMB' | 'askModelAnswersPerToken';
  className?: string;
}) {
  const update = useUpdateAppSettings();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | undefined>();

  useEffect(() => setText(String(value)), [value]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
    if (!parsed.success) {
      setError(invalidText);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ [field]: parsed.data });
      toast({ title: 'Settings Updated', description: `${label} set to ${parsed.data}.` });
    } catch {
      toast({ title: 'Error', description: failureText, variant: 'destructive' });
    }
  }

  return (
    <Card className={className}>
      <form onSubmit={submit} noValidate className="contents">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Field label={label} hint={hint} error={error} className="grid max-w-xs gap-1.5">
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={update.isPending || text === String(value)}>
            <Save aria-hidden />
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** A boolean setting saved as soon as it is flipped; the switch reverts if the save fails (spec §4.4). */
function SwitchSetting({
  field,
  label,
  description,
  checked,
}: {
  field: 'useRealAnalysis' | 'enableBackgroundProcessing' | 'allowPrivateWebhookTargets' | 'readOfflineWhenModelDown';
  label: string;
  description: string;
  checked: boolean;
}) {
  const update = useUpdateAppSettings({ optimistic: true });
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={descriptionId}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(
            { [field]: next },
            {
              onError: () =>
                toast({
                  title: 'Error',
                  description: ADMIN_MESSAGES.updateSettingsFailed,
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </div>
  );
}

/** Read-only: what the server found at start-up. Set by the host (SOFFICE_PATH), not here. */
function ServerCard() {
  const server = useServerCapabilities();
  const slides = server.data?.slideRendering;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Server</CardTitle>
        <CardDescription>Found when the server started; set by its environment, not here.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="font-medium">PowerPoint slide images</dt>
          <dd className="break-words text-muted-foreground">
            {server.isPending
              ? 'Checking…'
              : server.isError || !slides
                ? 'Unknown (the server did not answer).'
                : slides.available
                  ? `Drawn with LibreOffice (${slides.sofficePath})`
                  : `Not available: ${slides.reason ?? 'LibreOffice was not found.'} PowerPoint decks are shown as text.`}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function SettingsContent({ settings }: { settings: AppSettings }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <NumberSetting
        title="New User Credits"
        description="Free Deep Analysis credits granted to every new account."
        label="Free credits for new users"
        hint={`A whole number, 0 or more. 0 means the default: new users still get ${DEFAULT_NEW_USER_FREE_CREDITS}.`}
        invalidText="Enter a whole number of 0 or more."
        value={settings.newUserFreeCredits}
        min={0}
        max={1000}
        schema={creditsSchema}
        failureText={ADMIN_MESSAGES.creditsSettingFailed}
        field="newUserFreeCredits"
      />
      <NumberSetting
        title="Uploads"
        description="The largest pitch deck file users may upload."
        label="Maximum upload size (MB)"
        hint={`From 1 to 100 MB (default ${DEFAULT_MAX_UPLOAD_SIZE_MB}).`}
        invalidText="Enter a whole number from 1 to 100."
        value={settings.maxUploadSizeMB}
        min={1}
        max={100}
        schema={uploadSizeSchema}
        failureText={ADMIN_MESSAGES.updateSettingsFailed}
        field="maxUploadSizeMB"
      />
      <NumberSetting
        className="lg:col-span-2"
        title={ASK_MESSAGES.setting.title}
        description={ASK_MESSAGES.setting.description}
        label={ASK_MESSAGES.setting.label}
        hint={ASK_MESSAGES.setting.hint}
        invalidText={ASK_MESSAGES.setting.invalid}
        value={settings.askModelAnswersPerToken}
        min={0}
        max={ASK_MODEL_ANSWERS_PER_TOKEN_MAX}
        schema={askAnswersSchema}
        failureText={ADMIN_MESSAGES.updateSettingsFailed}
        field="askModelAnswersPerToken"
      />
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Analysis</CardTitle>
          <CardDescription>
            {settings.lastUpdated
              ? `Last updated ${formatDeckDate(settings.lastUpdated)}${settings.updatedByName ? ` by ${settings.updatedByName}` : ''}`
              : 'Not changed yet'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <SwitchSetting
            field="useRealAnalysis"
            label="Use real analysis"
            description="Analyse decks with the configured AI model."
            checked={settings.useRealAnalysis}
          />
          <SwitchSetting
            field="readOfflineWhenModelDown"
            label={READ_OFFLINE_MESSAGES.settingLabel}
            description={READ_OFFLINE_MESSAGES.settingDescription}
            checked={settings.readOfflineWhenModelDown}
          />
          <SwitchSetting
            field="enableBackgroundProcessing"
            label="Enable background processing"
            description="Process analyses in the background."
            checked={settings.enableBackgroundProcessing}
          />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>Where users’ webhook endpoints may send events.</CardDescription>
        </CardHeader>
        <CardContent>
          <SwitchSetting
            field="allowPrivateWebhookTargets"
            label="Allow private webhook targets"
            description="Let endpoints use http and private or loopback addresses (a receiver on your own network). Link-local addresses such as cloud metadata, reserved and documentation ranges stay refused. Off: https to public addresses only, checked when an endpoint is added and again before each delivery."
            checked={settings.allowPrivateWebhookTargets}
          />
        </CardContent>
      </Card>
      <ServerCard />
      <PipelineStagesCard />
    </div>
  );
}

/** Spec §2.4 Settings: new-user free credits, the real-analysis switch and other application settings. */
export function SettingsTab() {
  const settings = useAppSettings();
  if (settings.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading settings">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
        <Skeleton className="h-40 lg:col-span-2" />
      </div>
    );
  }
  if (settings.isError) {
    return <LoadError message={ADMIN_MESSAGES.loadSettingsFailed} onRetry={() => void settings.refetch()} />;
  }
  return <SettingsContent settings={settings.data} />;
}
