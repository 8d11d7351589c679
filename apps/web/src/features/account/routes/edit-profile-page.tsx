import '../account.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { useKeyFilter } from '@/shared/lib/key-filter';
import { useUserStore } from '@/shared/session/user-store';
import { toast } from '@/shared/ui/toast';
import { PROFILE_FIELDS, type ProfileField, type ProfileInput, useUpdateProfile } from '../api/update-profile';
import { FormField } from '../components/form-field';
import { type FieldErrors, firstInvalid } from '../lib/form-errors';

/** /edit-profile: full name (letters and spaces only, as typed) and email, checked with the contract's rules. */
export default function EditProfilePage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const id = useId();
  const lettersOnly = useKeyFilter('alphabet');
  const [values, setValues] = useState<ProfileInput>(() => {
    const { fullname, email } = useUserStore.getState();
    return { full_name: fullname, contact_email: email };
  });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});
  const update = useUpdateProfile();

  const change = (field: ProfileField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await update.mutateAsync(values);
    if (outcome.status === 'saved') {
      toast.success(t('editProfile.saved'));
      void navigate(PATHS.profile);
      return;
    }
    const fieldErrors = outcome.status === 'invalid' ? outcome.errors : {};
    // The fieldset must be enabled again before one of its fields can take the focus.
    flushSync(() => {
      setPending(false);
      setErrors(fieldErrors);
    });
    const field = firstInvalid(PROFILE_FIELDS, fieldErrors);
    if (field) inputs.current[field]?.focus();
  }

  const fieldId = (field: ProfileField) => `${id}-${field}`;
  return (
    <section className="page account-page account-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('editProfile.title')}</h1>
      <form className="card account-form" noValidate onSubmit={submit} aria-busy={pending}>
        <fieldset disabled={pending}>
          <FormField
            ref={(element) => {
              inputs.current.full_name = element;
            }}
            id={fieldId('full_name')}
            name="full_name"
            label={t('editProfile.fullName')}
            hint={t('editProfile.fullNameHint')}
            autoComplete="name"
            required
            value={values.full_name}
            onChange={change('full_name')}
            error={errors.full_name}
            {...lettersOnly}
          />
          <FormField
            ref={(element) => {
              inputs.current.contact_email = element;
            }}
            id={fieldId('contact_email')}
            name="contact_email"
            type="email"
            label={t('editProfile.email')}
            hint={t('editProfile.emailHint')}
            autoComplete="email"
            inputMode="email"
            value={values.contact_email}
            onChange={change('contact_email')}
            error={errors.contact_email}
          />
          <div className="account-form-actions">
            <button type="submit" className="button button-primary">
              {pending ? t('editProfile.saving') : t('editProfile.save')}
            </button>
            <Link to={PATHS.profile} className="button button-ghost">
              {t('editProfile.cancel')}
            </Link>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
