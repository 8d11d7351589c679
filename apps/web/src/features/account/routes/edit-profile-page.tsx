import '../account.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { ContractForm, contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { NameInput } from '@/shared/forms/name-input';
import { useUserStore } from '@/shared/session/user-store';
import { toast } from '@/shared/ui/toast';
import { type ProfileInput, profileFields, useUpdateProfile } from '../api/update-profile';

const profileRules = contractResolver<ProfileInput, ProfileInput>(profileFields);

/** /edit-profile: full name (letters and spaces only, as typed) and email, checked with the contract's rules. */
export default function EditProfilePage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const id = useId();
  const form = useContractForm(profileRules, {
    full_name: useUserStore.getState().fullname,
    contact_email: useUserStore.getState().email,
  });
  const update = useUpdateProfile();
  const { errors } = form.formState;

  async function submit(input: ProfileInput) {
    const outcome = await update.mutateAsync(input);
    if (outcome.status === 'ok') {
      toast.success(t('editProfile.saved'));
      void navigate(PATHS.profile);
      return 'leaving';
    }
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return undefined;
  }

  return (
    <section className="page account-page account-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('editProfile.title')}</h1>
      <ContractForm form={form} onSubmit={submit} className="card account-form">
        <Field
          id={`${id}-full_name`}
          label={t('editProfile.fullName')}
          hint={t('editProfile.fullNameHint')}
          error={errors.full_name?.message}
        >
          {(control) => <NameInput {...control} {...form.register('full_name')} />}
        </Field>
        <Field
          id={`${id}-contact_email`}
          label={t('editProfile.email')}
          hint={t('editProfile.emailHint')}
          error={errors.contact_email?.message}
        >
          {(control) => (
            <input {...control} {...form.register('contact_email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <div className="account-form-actions">
          <SubmitButton className="button button-primary" label={t('editProfile.save')} busyLabel={t('editProfile.saving')} />
          <Link to={PATHS.profile} className="button button-ghost">
            {t('editProfile.cancel')}
          </Link>
        </div>
      </ContractForm>
    </section>
  );
}
