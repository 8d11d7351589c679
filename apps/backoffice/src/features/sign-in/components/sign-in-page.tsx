import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '@/config/paths';
import { LanguageSwitch } from '@/shared/i18n/language-switch';
import { type Member, setMember, useMemberQuery } from '@/shared/session/member';
import { LoadingState } from '@/shared/ui/query-state';
import { ThemeToggle } from '@/shared/ui/theme-toggle';
import { useEnrolTotp } from '../api/enrol-totp';
import { useVerifyTotp } from '../api/verify-totp';
import { CodeStep } from './code-step';
import { Enrolment } from './enrolment';
import { PasswordStep } from './password-step';

type Step = { kind: 'password'; challengeExpired?: boolean } | { kind: 'totp' } | { kind: 'enrol'; secret: string; uri: string };

/**
 * Sign in: username and password, then, as the answer says, a TOTP code or the enrolment of a
 * new secret, then into the app (where the `next` parameter points, when it is a path of the app).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const member = useMemberQuery();
  const verifyTotp = useVerifyTotp();
  const enrolTotp = useEnrolTotp();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const returnPath = safeReturnPath(params.get('next'));

  // Once the member is known, the guard's Navigate below takes them in.
  const enter = (signedIn: Member) => setMember(queryClient, signedIn);
  // The challenge the server keeps between the password and the code expired: the password again.
  const expired = () => setStep({ kind: 'password', challengeExpired: true });

  if (member.isPending) return <LoadingState />;
  if (member.data) return <Navigate to={returnPath} replace />;

  const title =
    step.kind === 'password' ? t('signIn.title') : step.kind === 'totp' ? t('signIn.codeTitle') : t('signIn.enrolTitle');
  return (
    <Center mih="100dvh" p="md">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('app.name')}</Text>
          <Group gap="xs">
            <LanguageSwitch />
            <ThemeToggle />
          </Group>
        </Group>
        <Paper withBorder shadow="sm" p="lg" radius="md" component="main">
          <Stack gap="md">
            <Title order={1} fz="h3">
              {title}
            </Title>
            {step.kind === 'password' && (
              <PasswordStep
                key={step.challengeExpired ? 'again' : 'first'}
                notice={step.challengeExpired ? t('signIn.challengeExpired') : undefined}
                onAnswer={(answer) => {
                  if (answer.stage === 'done' && answer.me) enter(answer.me);
                  else if (answer.stage === 'enrol' && answer.enrolment) {
                    setStep({ kind: 'enrol', secret: answer.enrolment.secret, uri: answer.enrolment.otpauth_uri });
                  } else setStep({ kind: 'totp' });
                }}
              />
            )}
            {step.kind === 'totp' && (
              <>
                <Text size="sm">{t('signIn.codeIntro')}</Text>
                <CodeStep
                  submitLabel={t('signIn.verify')}
                  send={(code) => verifyTotp.mutateAsync({ code })}
                  onSignedIn={enter}
                  onExpired={expired}
                />
              </>
            )}
            {step.kind === 'enrol' && (
              <>
                <Enrolment secret={step.secret} uri={step.uri} />
                <CodeStep
                  submitLabel={t('signIn.confirm')}
                  send={(code) => enrolTotp.mutateAsync({ code })}
                  onSignedIn={enter}
                  onExpired={expired}
                />
              </>
            )}
            {step.kind !== 'password' && (
              <Anchor component="button" type="button" size="sm" onClick={() => setStep({ kind: 'password' })}>
                {t('signIn.startOver')}
              </Anchor>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
