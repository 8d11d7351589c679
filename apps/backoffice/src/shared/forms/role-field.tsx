import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { assignableRoles } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/shared/session/member';

/** The roles the signed-in member may give (never one above their own), named in their language. */
export function RoleField(props: Omit<NativeSelectProps, 'data'> & { ref?: React.Ref<HTMLSelectElement> }) {
  const { t } = useTranslation();
  const member = useMember();
  return (
    <NativeSelect
      label={t('roleField.label')}
      data={assignableRoles(member.role).map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      {...props}
    />
  );
}
