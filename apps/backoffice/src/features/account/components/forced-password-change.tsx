import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/shared/session/member';
import { ChangePasswordForm } from './change-password-form';

/** A member whose password someone else set chooses their own before anything else opens. */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="lg" radius="md" w="100%" maw={460} component="main">
        <Stack>
          <Title order={1} fz="h3">
            {t('password.forcedTitle')}
          </Title>
          <Text size="sm">{t('password.forcedIntro')}</Text>
          <ChangePasswordForm />
          <Anchor component="button" type="button" size="sm" onClick={() => signOut.mutate()} style={{ alignSelf: 'flex-start' }}>
            {t('shell.signOut')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
