import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';
import type { AdminMiniGame } from '../api/list-mini-games';
import type { AdminPromotion } from '../api/list-promotions';
import type { AdminVipLevel } from '../api/list-vip-levels';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const MARKETING = memberFixture({ role: 'marketing', permissions: ['sites.read', 'content.manage', 'reports.read'] });

const WELCOME: AdminPromotion = {
  promotion_id: 5,
  site_id: 2,
  kind: 'deposit_bonus',
  title: { EN: 'Welcome bonus', CN: '欢迎奖金' },
  terms: { EN: '<p>Terms</p>' },
  image: '',
  rules: {
    kind: 'deposit_bonus',
    percent: 100,
    cap: 500,
    min_deposit: 50,
    wagering_multiplier: 10,
    valid_days: 7,
    game_contribution: { slots: 100, livecasino: 10 },
    max_bet: null,
    first_deposit_only: true,
  },
  eligibility: { min_vip_level: 0, max_vip_level: null },
  status: 'active',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: null,
  position: 0,
  claims: 12,
  open_claims: 3,
};

const LADDER: AdminVipLevel[] = [
  { level: 0, names: { EN: 'Bronze', CN: '青铜' }, deposit_required: 0, turnover_required: 0, reward_tokens: 0, players: 40 },
  {
    level: 1,
    names: { EN: 'Silver', CN: '白银' },
    deposit_required: 700,
    turnover_required: 2000,
    reward_tokens: 10,
    players: 5,
  },
];

const WHEEL: AdminMiniGame = {
  game_id: 9,
  site_id: 2,
  code: 'lucky-wheel',
  name: 'Lucky Wheel',
  cost_token: 10,
  enabled: true,
  position: 0,
  prizes: [
    { label: 'Nothing', type: 'none', amount: 0, weight: 3, chance: 0.75 },
    { label: '8 Tokens', type: 'token', amount: 8, weight: 1, chance: 0.25 },
  ],
  expected_tokens: 2,
  expected_cash: 0,
  token_return_percent: 20,
  plays: 4,
};

function answerEngagement(member = MARKETING) {
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: member }),
    engagementPromotionsList: () => ({ statusCode: 1, value: [WELCOME], currency: 'CNY' }),
    engagementPromotionsSave: (body) => ({
      statusCode: 1,
      value: { ...WELCOME, promotion_id: 6, title: body.title as Record<string, string>, claims: 0, open_claims: 0 },
    }),
    engagementVipLevelsList: () => ({ statusCode: 1, value: LADDER, currency: 'CNY', language: 'CN' }),
    engagementVipLevelsSave: () => ({ statusCode: 1, value: LADDER, currency: 'CNY', language: 'CN' }),
    engagementMiniGamesList: () => ({ statusCode: 1, value: [WHEEL], currency: 'CNY' }),
    engagementMiniGamesSave: () => ({ statusCode: 1, value: WHEEL }),
  });
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
});

describe('Promotions and rewards', () => {
  it("lists the site's promotions with their rules and uptake, and builds a deposit bonus with contributions and a maximum bet", async () => {
    answerEngagement();
    const user = userEvent.setup();
    renderApp('/engagement?site=2');
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const row = within(table).getByRole('row', { name: /Welcome bonus/ });
    expect(within(row).getByText('欢迎奖金')).toBeVisible();
    expect(within(row).getByText(/100% up to CN¥500.00, wagering ×10, 7 days/)).toBeVisible();
    expect(within(row).getByText('3 running')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New promotion' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deposit bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion: Deposit bonus' });
    await user.type(within(dialog).getByLabelText(/Title \(English\)/), 'Reload bonus');
    await user.type(within(dialog).getByLabelText(/Title \(Chinese\)/), '充值红利');
    await user.type(within(dialog).getByLabelText(/Terms \(English\)/), '<p>Reload</p>');
    const percent = within(dialog).getByLabelText('Percent');
    await user.clear(percent);
    await user.type(percent, '50');
    await user.type(within(dialog).getByLabelText(/Largest bet while wagering/), '20');
    await user.type(within(dialog).getByLabelText('Slots'), '50');
    await user.type(within(dialog).getByLabelText('Live casino'), '10');
    await user.type(within(dialog).getByLabelText('Up to VIP level'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsOf('engagementPromotionsSave')).toHaveLength(1));
    expect(callsOf('engagementPromotionsSave')[0]?.[1]).toMatchObject({
      site_id: 2,
      title: { EN: 'Reload bonus', CN: '充值红利' },
      rules: {
        kind: 'deposit_bonus',
        percent: 50,
        max_bet: 20,
        game_contribution: { slots: 50, livecasino: 10 },
        first_deposit_only: false,
      },
      eligibility: { min_vip_level: 0, max_vip_level: 3 },
    });
    expect(await screen.findByText('Promotion saved.')).toBeVisible();
  }, 120_000);

  it('checks the builder with the contract before sending, and tells who keeps the old rules when a live promotion changes', async () => {
    answerEngagement();
    const user = userEvent.setup();
    renderApp('/engagement?site=2');
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome bonus' });
    expect(within(dialog).getByText(/3 players hold this promotion now/)).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/Title \(English\)/));
    const contribution = within(dialog).getByLabelText('Slots');
    await user.clear(contribution);
    await user.type(contribution, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(within(dialog).getByLabelText('Slots')).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('engagementPromotionsSave')).toHaveLength(0);
  }, 90_000);

  it('offers a member without content.manage no way to change anything', async () => {
    answerEngagement(memberFixture());
    renderApp('/engagement?site=2');
    await screen.findByRole('table', { name: 'Promotions' });
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Welcome bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause Welcome bonus' })).toBeNull();
  });

  it('edits the VIP level names in English and the site language, and refuses thresholds that go down', async () => {
    answerEngagement();
    const user = userEvent.setup();
    renderApp('/engagement?site=2&tab=vip');
    const chinese = await screen.findByLabelText('Level 1 name (Chinese)');
    expect(chinese).toHaveValue('白银');
    await user.clear(chinese);
    await user.type(chinese, '白银会员');
    await user.click(screen.getByRole('button', { name: 'Save the levels' }));
    await waitFor(() => expect(callsOf('engagementVipLevelsSave')).toHaveLength(1));
    expect(callsOf('engagementVipLevelsSave')[0]?.[1]).toMatchObject({
      site_id: 2,
      levels: [
        { names: { EN: 'Bronze', CN: '青铜' }, deposit_required: 0 },
        { names: { EN: 'Silver', CN: '白银会员' }, deposit_required: 700, reward_tokens: 10 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    await user.type(screen.getByLabelText('Level 2 name (English)'), 'Gold');
    const deposit = screen.getByLabelText('Level 2 deposits');
    await user.clear(deposit);
    await user.type(deposit, '500');
    await user.click(screen.getByRole('button', { name: 'Save the levels' }));
    expect(await screen.findByText('A level must ask at least as much as the level below it.')).toBeVisible();
    expect(callsOf('engagementVipLevelsSave')).toHaveLength(1);
  }, 90_000);

  it("shows each mini game prize's chance and the expected return as the odds change, and refuses a game that makes tokens", async () => {
    answerEngagement();
    const user = userEvent.setup();
    renderApp('/engagement?site=2&tab=miniGames');
    await screen.findByRole('table', { name: 'Prizes of Lucky Wheel' });
    expect(screen.getByTestId('chance-0')).toHaveTextContent('75 %');
    expect(screen.getByText('A round gives back 2 tokens on average (20 % of its cost)')).toBeVisible();

    const weight = screen.getByLabelText('Prize 2 weight');
    await user.clear(weight);
    await user.type(weight, '3');
    expect(screen.getByTestId('chance-1')).toHaveTextContent('50 %');
    const amount = screen.getByLabelText('Prize 2 amount');
    await user.clear(amount);
    await user.type(amount, '30');
    expect(screen.getByText('A round gives back 15 tokens on average (150 % of its cost)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save the game' }));
    expect(
      await screen.findByText(
        'On average a round would give back more tokens than it costs. Lower the token prizes or their weights.',
      ),
    ).toBeVisible();
    expect(callsOf('engagementMiniGamesSave')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Save the game' }));
    await waitFor(() => expect(callsOf('engagementMiniGamesSave')).toHaveLength(1));
    expect(callsOf('engagementMiniGamesSave')[0]?.[1]).toMatchObject({
      game_id: 9,
      cost_token: 10,
      prizes: [
        { label: 'Nothing', type: 'none', weight: 3 },
        { label: '8 Tokens', type: 'token', amount: 10, weight: 3 },
      ],
    });
  }, 90_000);
});
