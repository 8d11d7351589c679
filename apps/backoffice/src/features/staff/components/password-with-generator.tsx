import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/forms/password-field';
import { generatePassword } from '../generate-password';

/** A first password the member types or has made; a made one is shown, to be passed on. */
export function PasswordWithGenerator({
  label,
  error,
  onGenerate,
  field,
}: {
  label: string;
  error?: string;
  onGenerate(password: string): void;
  field: React.ComponentProps<typeof PasswordField>;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      <PasswordField
        label={label}
        description={t('staff.firstPasswordHint')}
        autoComplete="new-password"
        required
        error={error}
        visible={visible}
        onVisibilityChange={setVisible}
        w="100%"
        {...field}
      />
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          onGenerate(generatePassword());
          setVisible(true);
        }}
      >
        {t('staff.generate')}
      </Button>
    </Stack>
  );
}
