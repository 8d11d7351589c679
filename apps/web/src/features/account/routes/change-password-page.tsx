import '../account.css';
import { fields } from '@wl/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';
import { PASSWORD_FIELDS, type PasswordField, type PasswordInput, useUpdatePassword } from '../api/update-password';
import { PasswordFormField } from '../components/form-field';
import { type FieldErrors, firstInvalid } from '../lib/form-errors';

const EMPTY: PasswordInput = { password: '', new_password: '', confirm_password: '' };

/** /change-password: the current password is checked by the server; the other sessions end on success. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('pages');
  const id = useId();
  const [values, setValues] = useState<PasswordInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const update = useUpdatePassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await update.mutateAsync(values);
    const fieldErrors = outcome.status === 'invalid' ? outcome.errors : {};
    // The fieldset must be enabled again before one of its fields can take the focus.
    flushSync(() => {
      setPending(false);
      setErrors(fieldErrors);
      if (outcome.status === 'saved') setValues(EMPTY);
    });
    if (outcome.status === 'saved') {
      toast.success(t('changePassword.changed'), { description: t('changePassword.othersLoggedOut') });
      return;
    }
    const field = firstInvalid(PASSWORD_FIELDS, fieldErrors);
    if (field) {
      inputs.current[field]?.focus();
      inputs.current[field]?.select();
    }
  }

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <PasswordFormField
      ref={(element) => {
        inputs.current[name] = element;
      }}
      id={`${id}-${name}`}
      name={name}
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name]}
    />
  );

  return (
    <section className="page account-page account-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('changePassword.title')}</h1>
      <p className="account-intro">{t('changePassword.intro')}</p>
      <form className="card account-form" noValidate onSubmit={submit} aria-busy={pending}>
        <fieldset disabled={pending}>
          {field('password', t('changePassword.current'), 'current-password')}
          {field(
            'new_password',
            t('changePassword.new'),
            'new-password',
            t('changePassword.newHint', { min: fields.PASSWORD_MIN }),
          )}
          {field('confirm_password', t('changePassword.confirm'), 'new-password')}
          <div className="account-form-actions">
            <button type="submit" className="button button-primary">
              {pending ? t('changePassword.submitting') : t('changePassword.submit')}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
