import '../account.css';
import { fields } from '@wl/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm, contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { PasswordInput } from '@/shared/forms/password-input';
import { toast } from '@/shared/ui/toast';
import {
  checkPasswordConfirmation,
  type PasswordChange,
  type PasswordField,
  type PasswordInput as PasswordValues,
  passwordFields,
  useUpdatePassword,
} from '../api/update-password';

const passwordRules = contractResolver<PasswordValues, PasswordChange>(passwordFields, checkPasswordConfirmation);

/** /change-password: the current password is checked by the server; the other sessions end on success. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('pages');
  const id = useId();
  const form = useContractForm(passwordRules, { password: '', new_password: '', confirm_password: '' });
  const update = useUpdatePassword();
  const { errors } = form.formState;

  async function submit(change: PasswordChange) {
    const outcome = await update.mutateAsync(change);
    if (outcome.status === 'ok') {
      form.reset();
      toast.success(t('changePassword.changed'), { description: t('changePassword.othersLoggedOut') });
    } else if (outcome.status === 'invalid') {
      showFieldErrors(form.setError, outcome.errors);
    }
    return undefined;
  }

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <PasswordInput {...control} {...form.register(name)} autoComplete={autoComplete} required />}
    </Field>
  );

  return (
    <section className="page account-page account-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('changePassword.title')}</h1>
      <p className="account-intro">{t('changePassword.intro')}</p>
      <ContractForm form={form} onSubmit={submit} className="card account-form" selectFirstInvalid>
        {field('password', t('changePassword.current'), 'current-password')}
        {field(
          'new_password',
          t('changePassword.new'),
          'new-password',
          t('changePassword.newHint', { min: fields.PASSWORD_MIN }),
        )}
        {field('confirm_password', t('changePassword.confirm'), 'new-password')}
        <div className="account-form-actions">
          <SubmitButton
            className="button button-primary"
            label={t('changePassword.submit')}
            busyLabel={t('changePassword.submitting')}
          />
        </div>
      </ContractForm>
    </section>
  );
}
