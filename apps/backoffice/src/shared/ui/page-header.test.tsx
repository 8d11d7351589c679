import { Badge, Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

const renderWithProviders = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('PageHeader', () => {
  it("names the page in its one h1, with the badge beside it, the description under it and the page's actions", () => {
    renderWithProviders(
      <PageHeader
        title="demo"
        badge={<Badge>Active</Badge>}
        description="Demo Player · Pearl Slots"
        actions={<Button>Adjust balance</Button>}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Demo Player · Pearl Slots')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adjust balance' })).toBeVisible();
  });

  it('shows only the title when the page has nothing else to say, and no actions a member may not take', () => {
    const { container } = renderWithProviders(<PageHeader title="Players" actions={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    expect(container.querySelectorAll('button, p')).toHaveLength(0);
  });
});
