import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  changesCredentials,
  type InvestorProfile,
  type Me,
  type UpdateMeInput,
} from '@pitchscope/domain/contracts/accounts';
import { isFirstTimeSetup } from '@pitchscope/domain/completeness';
import { FIRST_SETUP_REDIRECT_MS, PASSWORD_MIN_LENGTH } from '@pitchscope/domain/constants';
import { ACCOUNT_MESSAGES, AUTH_ERRORS, FORM_MESSAGES, SETTINGS_MESSAGES } from '@pitchscope/domain/messages';
import { toast } from '@/hooks/use-toast';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { errorMessage, isApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/field-errors';
import { useUpdateMe } from '@/features/accounts/api/update-me';
import { useAutoSave } from '@/features/accounts/hooks/use-auto-save';
import { readPlan } from '@/features/accounts/lib/plan-param';
import {
  formToProfile,
  profileChanged,
  profileToForm,
  saveStatus,
  type ProfileForm,
} from '@/features/accounts/lib/profile-form';

export type AccountField = 'displayName' | 'email' | 'newPassword' | 'confirmPassword' | 'currentPassword';
export type AccountForm = Record<AccountField, string>;

/** The body fields of PATCH /api/me that the account fields send. */
const ACCOUNT_FIELD_OF_PATH: Record<string, AccountField> = {
  displayName: 'displayName',
  email: 'email',
  password: 'newPassword',
  currentPassword: 'currentPassword',
};

/**
 * The Settings form's state and saving: the account fields (saved by the save bar only, checked first,
 * errors at their field) and the investor profile (auto-saved 2 s after the last change, and sent with
 * every manual save). `plan` is a plan picked on /pricing before sign-up, for after first-time setup.
 */
export function useSettingsForm(me: Me, plan: string | null) {
  const navigate = useNavigate();
  const updateMe = useUpdateMe();

  // First-time setup is decided once, when the page opens: auto-saves must not end it mid-way.
  const [firstTimeSetup] = useState(() => isFirstTimeSetup(me.investorProfile));
  const [savedProfile, setSavedProfile] = useState<InvestorProfile | null>(me.investorProfile);
  const [savedAccount, setSavedAccount] = useState({ displayName: me.displayName ?? '', email: me.email });
  const [profile, setProfile] = useState<ProfileForm>(() => profileToForm(me.investorProfile));
  const [account, setAccount] = useState<AccountForm>({
    displayName: me.displayName ?? '',
    email: me.email,
    newPassword: '',
    confirmPassword: '',
    currentPassword: '',
  });
  const [autoSaving, setAutoSaving] = useState(false);
  const [manualSaving, setManualSaving] = useState(false);
  const {
    errors: fieldErrors,
    show: showFieldErrors,
    clear: clearFieldError,
  } = useFieldErrors<AccountField>();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const profileDirty = profileChanged(profile, savedProfile);
  const accountDirty =
    account.displayName.trim() !== savedAccount.displayName ||
    account.email.trim() !== savedAccount.email ||
    account.newPassword !== '' ||
    account.confirmPassword !== '';
  const hasUnsavedChanges = profileDirty || accountDirty;
  const status = saveStatus({ saving: autoSaving || manualSaving, hasUnsavedChanges });

  // Auto-save: only the investor profile, 2 s after the last change, never during a manual save.
  useAutoSave({
    enabled: profileDirty && !manualSaving && !autoSaving,
    changeKey: JSON.stringify(profile),
    save: () => {
      const investorProfile = formToProfile(profile);
      setAutoSaving(true);
      updateMe.mutate(
        { investorProfile },
        {
          onSuccess: (updated) => setSavedProfile(updated.investorProfile ?? investorProfile),
          // Auto-save failures are only logged (spec accounts §8); the indicator keeps "Unsaved changes".
          onError: (error) => console.error('Auto-save failed', error),
          onSettled: () => setAutoSaving(false),
        },
      );
    },
  });

  function setAccountField(field: AccountField, value: string) {
    setAccount((current) => ({ ...current, [field]: value }));
    clearFieldError(field);
  }

  /** Says the message at its field, and in the spec's "Update Failed" toast. */
  function refuse(field: AccountField, message: string) {
    showFieldErrors({ [field]: message });
    toast({ title: SETTINGS_MESSAGES.updateFailed.title, description: message, variant: 'destructive' });
  }

  async function handleSave() {
    showFieldErrors({});
    const displayName = account.displayName.trim();
    const email = account.email.trim();
    // An emptied name or email was silently kept as it was; the field now says it is required.
    if (!displayName) return refuse('displayName', FORM_MESSAGES.signUpMissing.message);
    if (!email) return refuse('email', FORM_MESSAGES.signUpMissing.message);
    if (account.newPassword || account.confirmPassword) {
      if (account.newPassword.length < PASSWORD_MIN_LENGTH)
        return refuse('newPassword', AUTH_ERRORS.weakPassword.message);
      if (account.newPassword !== account.confirmPassword)
        return refuse('confirmPassword', FORM_MESSAGES.passwordsDoNotMatch);
    }
    // Only a changed name and email are sent; the investor profile is always sent (spec accounts §5).
    const input: UpdateMeInput = { investorProfile: formToProfile(profile) };
    if (displayName !== savedAccount.displayName) input.displayName = displayName;
    if (email !== savedAccount.email) input.email = email;
    if (account.newPassword) input.password = account.newPassword;
    // The email and the password change only with the current password (re-authentication).
    if (changesCredentials(input)) {
      if (!account.currentPassword)
        return refuse('currentPassword', ACCOUNT_MESSAGES.currentPasswordRequired);
      input.currentPassword = account.currentPassword;
    }

    setManualSaving(true);
    try {
      const updated = await updateMe.mutateAsync(input);
      setSavedProfile(updated.investorProfile ?? input.investorProfile ?? null);
      setSavedAccount({ displayName: updated.displayName ?? displayName, email: updated.email });
      setAccount((current) => ({
        ...current,
        displayName: updated.displayName ?? displayName,
        email: updated.email,
        newPassword: '',
        confirmPassword: '',
        currentPassword: '',
      }));
      if (firstTimeSetup) {
        toast({
          title: SETTINGS_MESSAGES.setupComplete.title,
          description: SETTINGS_MESSAGES.setupComplete.message,
        });
        // A plan picked on /pricing before sign-up is activated once the profile is set up.
        const chosenPlan = readPlan(plan);
        const next = chosenPlan ? `/checkout?plan=${chosenPlan}` : '/pitch-decks';
        redirectTimer.current = setTimeout(() => navigate(next), FIRST_SETUP_REDIRECT_MS);
      } else {
        toast({
          title: SETTINGS_MESSAGES.profileUpdated.title,
          description: SETTINGS_MESSAGES.profileUpdated.message,
        });
      }
    } catch (error) {
      const errors = apiFieldErrors(error, ACCOUNT_FIELD_OF_PATH);
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') errors.currentPassword ??= error.message;
      showFieldErrors(errors);
      toast({
        title: SETTINGS_MESSAGES.updateFailed.title,
        description: errorMessage(error, SETTINGS_MESSAGES.updateFailed.fallback),
        variant: 'destructive',
      });
    } finally {
      setManualSaving(false);
    }
  }

  return {
    firstTimeSetup,
    savedProfile,
    profile,
    setProfile,
    account,
    setAccountField,
    fieldErrors,
    status,
    manualSaving,
    saveDisabled: manualSaving || (!hasUnsavedChanges && !firstTimeSetup),
    save: handleSave,
  };
}
