import { PASSWORD_MIN_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '@pitchscope/domain/constants';
import { FieldError, invalidFieldProps } from '@/components/forms/field-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SettingsField } from '@/features/accounts/components/settings-field';
import type { AccountField, AccountForm } from '@/features/accounts/hooks/use-settings-form';

/** Settings → Account: name, sign-in email and password; saved by the save bar, errors at their field. */
export function AccountCard({
  idPrefix,
  account,
  errors,
  onChange,
}: {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  account: AccountForm;
  errors: Partial<Record<AccountField, string>>;
  onChange: (field: AccountField, value: string) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your name, sign-in email and password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <SettingsField label="Display name" htmlFor={`${idPrefix}-name`}>
          <Input
            id={`${idPrefix}-name`}
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={account.displayName}
            onChange={(e) => onChange('displayName', e.target.value)}
            {...invalidFieldProps(`${idPrefix}-name`, errors.displayName)}
          />
          <FieldError fieldId={`${idPrefix}-name`} message={errors.displayName} />
        </SettingsField>
        <SettingsField label="Email" htmlFor={`${idPrefix}-email`}>
          <Input
            id={`${idPrefix}-email`}
            type="email"
            autoComplete="email"
            value={account.email}
            onChange={(e) => onChange('email', e.target.value)}
            {...invalidFieldProps(`${idPrefix}-email`, errors.email)}
          />
          <FieldError fieldId={`${idPrefix}-email`} message={errors.email} />
        </SettingsField>
        <SettingsField
          label="New password"
          htmlFor={`${idPrefix}-password`}
          hintId={`${idPrefix}-password-hint`}
          hint={`Leave empty to keep your password. At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
        >
          <Input
            id={`${idPrefix}-password`}
            type="password"
            autoComplete="new-password"
            value={account.newPassword}
            onChange={(e) => onChange('newPassword', e.target.value)}
            {...invalidFieldProps(`${idPrefix}-password`, errors.newPassword, `${idPrefix}-password-hint`)}
          />
          <FieldError fieldId={`${idPrefix}-password`} message={errors.newPassword} />
        </SettingsField>
        <SettingsField label="Confirm new password" htmlFor={`${idPrefix}-confirm`}>
          <Input
            id={`${idPrefix}-confirm`}
            type="password"
            autoComplete="new-password"
            value={account.confirmPassword}
            onChange={(e) => onChange('confirmPassword', e.target.value)}
            {...invalidFieldProps(`${idPrefix}-confirm`, errors.confirmPassword)}
          />
          <FieldError fieldId={`${idPrefix}-confirm`} message={errors.confirmPassword} />
        </SettingsField>
        <SettingsField
          label="Current password"
          htmlFor={`${idPrefix}-current-password`}
          hint="Needed to change your email or password."
        >
          <Input
            id={`${idPrefix}-current-password`}
            type="password"
            autoComplete="current-password"
            value={account.currentPassword}
            onChange={(e) => onChange('currentPassword', e.target.value)}
            {...invalidFieldProps(`${idPrefix}-current-password`, errors.currentPassword)}
          />
          <FieldError fieldId={`${idPrefix}-current-password`} message={errors.currentPassword} />
        </SettingsField>
      </CardContent>
    </Card>
  );
}
