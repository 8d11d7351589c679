import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why a member makes a change: kept in the audit log beside the change. */
export function ReasonField(props: TextareaProps & { ref?: React.Ref<HTMLTextAreaElement> }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('reason.label')}
      description={props.required ? t('reason.hint') : t('reason.optionalHint')}
      autosize
      minRows={2}
      maxRows={5}
      {...props}
    />
  );
}
