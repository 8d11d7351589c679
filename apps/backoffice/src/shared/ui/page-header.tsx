import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** How wide a page's description runs before it wraps: a comfortable line to read. */
const DESCRIPTION_WIDTH = 720;

interface PageHeaderProps {
  /** the page's one h1 */
  title: ReactNode;
  /** beside the title, such as a player's status */
  badge?: ReactNode;
  /** a line or two under the title on what the page is for */
  description?: ReactNode;
  /** on the right: the page's main buttons, or a status such as the live stream's */
  actions?: ReactNode;
  /**
   * where the actions sit beside a title with a description: level with its last line (`end`, a
   * button that acts on the page) or with the title (`start`, a status or a row of buttons)
   */
  actionsAlign?: 'start' | 'end';
}

/** The head of a back-office page: its title, an optional badge and description, and its actions. */
export function PageHeader({ title, badge, description, actions, actionsAlign = 'end' }: PageHeaderProps) {
  const heading = (
    <Title order={1} fz="h2">
      {title}
    </Title>
  );
  const titled = badge ? (
    <Group gap="sm" align="center">
      {heading}
      {badge}
    </Group>
  ) : (
    heading
  );
  const text =
    description === undefined ? (
      titled
    ) : (
      <Stack gap={4}>
        {titled}
        <Text size="sm" c="dimmed" maw={DESCRIPTION_WIDTH}>
          {description}
        </Text>
      </Stack>
    );
  if (!actions) return text;
  return (
    <Group justify="space-between" align={actionsAlign === 'end' ? 'flex-end' : 'flex-start'} gap="md">
      {text}
      {actions}
    </Group>
  );
}
