import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './password-input.css';

/** A password input with a show/hide toggle whose text says what pressing it does. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'> & { id: string }) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <span className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
        disabled={props.disabled}
      >
        {visible ? t('hidePassword') : t('showPassword')}
      </button>
    </span>
  );
}
