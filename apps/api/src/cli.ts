import { randomUUID } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { CURRENCIES, type Currency, operator } from '@wl/contract';
import { CLI_KEY_FILE, INSTALLATION_TOKEN_FILE, writeDataDirSecret } from './lib/secrets.js';

/**
 * The operator command line: a thin client of the operator API. The server is the embedded
 * database's only writer, so every command is one authenticated HTTP call to it.
 */

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export type CliEnv = Record<string, string | undefined>;

type CallName = operator.OperatorCallName;
type Options = NonNullable<ParseArgsConfig['options']>;
type Api = <N extends CallName>(name: N, body: operator.OperatorRequest<N>) => Promise<operator.OperatorResponse<N>>;

interface Invocation {
  args: string[];
  options: ReturnType<typeof parseArgs>['values'];
  api: Api;
  env: CliEnv;
  output: CliOutput;
}

interface Command {
  usage: string;
  summary: string;
  positionals: number;
  options?: Options;
  run(invocation: Invocation): Promise<void>;
}

/** A failure the operator can act on: printed as is, exit code 1. */
class CliError extends Error {}

const text = { type: 'string' } as const;
const reasonOption = { reason: text };

/** site:update options that switch a site flag on or off, and the request field of each. */
const SWITCHES = {
  maintenance: 'maintenance_on',
  preloader: 'show_preloader',
  announcement: 'show_bf_ann_modal',
  'app-download': 'show_app_download',
  'download-bar': 'show_download_bar',
  gamify: 'gamify_enabled',
} as const;

/** --min-age: a whole number of years, or "default" for the country's. */
function minAgeOption(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'default') return null;
  if (!/^\d{1,3}$/.test(value)) throw new CliError('--min-age takes a whole number of years or "default"');
  return Number(value);
}

/** site:update options that set a date; "none" clears it. */
const DATES = {
  'maintenance-start': 'maintenance_start',
  'maintenance-end': 'maintenance_end',
  expired: 'expired_date',
} as const;

function onOff(name: string, value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new CliError(`--${name} takes on or off, not "${value}"`);
}

function option(options: Invocation['options'], name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

function requiredOption(options: Invocation['options'], name: string): string {
  const value = option(options, name);
  if (!value) throw new CliError(`--${name} is required`);
  return value;
}

function money(amount: number, currency: string): string {
  const digits = CURRENCIES[currency as Currency]?.minorDigits ?? 2;
  return `${amount.toFixed(digits)} ${currency}`;
}

/** Left-aligned columns, two spaces apart. */
function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function setStatus(action: operator.PlayerAction): Command {
  return {
    usage: `player:${action} <domain> <account_id> --reason <text>`,
    summary: {
      block: 'Block a player (their next call answers BLOCK)',
      close: 'Close an account (CLOSE)',
      reopen: 'Reopen a closed account (a block is lifted in the back office, by two people)',
    }[action],
    positionals: 2,
    options: reasonOption,
    async run({ args: [domain, accountId], options, api, output }) {
      const result = await api('playersSetStatus', {
        domain: domain!,
        account_id: accountId!,
        action,
        reason: requiredOption(options, 'reason'),
      });
      const change =
        result.previous_status === result.status ? `already ${result.status}` : `${result.previous_status} → ${result.status}`;
      output.out(`${result.account_id}: ${change}`);
    },
  };
}

function adjust(direction: 'credit' | 'debit'): Command {
  return {
    usage: `wallet:${direction} <domain> <account_id> <amount> --reason <text> [--idempotency-key <key>]`,
    summary: direction === 'credit' ? 'Add money to a player wallet (audited)' : 'Take money from a player wallet (audited)',
    positionals: 3,
    options: { ...reasonOption, 'idempotency-key': text },
    async run({ args: [domain, accountId, amount], options, api, output }) {
      if (!/^\d+(\.\d+)?$/.test(amount!))
        throw new CliError(`The amount must be a positive decimal number such as 10 or 12.50, not "${amount}"`);
      const key = option(options, 'idempotency-key') ?? `cli-${randomUUID()}`;
      const request = {
        domain: domain!,
        account_id: accountId!,
        direction,
        amount: Number(amount),
        reason: requiredOption(options, 'reason'),
        idempotency_key: key,
      };
      const result = await api('walletAdjust', request).catch((error: unknown) => {
        // The request may have arrived before the connection failed: the same key moves the money at most once.
        if (error instanceof CliError && error.message.startsWith('Cannot reach')) {
          throw new CliError(`${error.message}\nTo retry safely, repeat the command with --idempotency-key ${key}`);
        }
        throw error;
      });
      const moved = `${direction === 'credit' ? 'Credited' : 'Debited'} ${money(Math.abs(result.amount), result.currency)} ${direction === 'credit' ? 'to' : 'from'} ${result.account_id}`;
      output.out(
        result.applied
          ? `${moved}; balance ${money(result.balance, result.currency)}`
          : `Already done earlier with this key (${moved}); balance ${money(result.balance, result.currency)}`,
      );
      output.out(`idempotency key: ${key}`);
    },
  };
}

function providerLine(integration: operator.OperatorProviderIntegration): string {
  const where = integration.kind === 'builtin' ? 'built in' : integration.launch_url;
  return `${integration.provider_code} (${integration.provider_name}): ${integration.kind}, ${where}, ${integration.enabled ? 'enabled' : 'disabled'}`;
}

function setProviderEnabled(enabled: boolean): Command {
  return {
    usage: `provider:${enabled ? 'enable' : 'disable'} <provider_code> [--reason <text>]`,
    summary: enabled
      ? "Let players launch the provider's games and the provider call the wallet again"
      : 'Stop a provider: launches answer providerUnavailable, its wallet calls PROVIDER_DISABLED',
    positionals: 1,
    options: reasonOption,
    async run({ args: [providerCode], options, api, output }) {
      const { value } = await api('providersSetEnabled', {
        provider_code: providerCode!,
        enabled,
        reason: option(options, 'reason'),
      });
      output.out(providerLine(value));
    },
  };
}

function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** A save request read from a JSON file: multilingual HTML and rules are easier to keep in a file than in flags. */
function jsonFile(options: Invocation['options']): Record<string, unknown> {
  const path = requiredOption(options, 'file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CliError(`Cannot read ${path} as JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new CliError(`${path} must hold one JSON object`);
  return parsed as Record<string, unknown>;
}

function schedule(startsAt: string, endsAt: string | null): string {
  return `${shortTime(startsAt)} → ${endsAt ? shortTime(endsAt) : 'open'}`;
}

function promotionLine(promotion: operator.OperatorPromotion): string {
  return `#${promotion.promotion_id} ${promotion.kind} ${promotion.status} ${schedule(promotion.starts_at, promotion.ends_at)} ${promotion.title.EN}`;
}

function missionLine(mission: operator.OperatorMission): string {
  return `#${mission.mission_id} ${mission.kind} ${mission.period} ${mission.status} target ${mission.target} → ${mission.reward_amount} ${mission.reward_type} ${mission.title.EN}`;
}

function newsLine(article: operator.OperatorNews): string {
  return `#${article.news_id} ${article.status} ${shortTime(article.published_at)} ${article.title.EN}`;
}

const STATUS_VERBS = { pause: 'paused', resume: 'active', end: 'ended' } as const;

function setPromotionStatus(verb: keyof typeof STATUS_VERBS): Command {
  return {
    usage: `promotion:${verb} <domain> <promotion_id> [--reason <text>]`,
    summary: {
      pause: 'Hide a promotion; players keep what they hold',
      resume: 'Offer a paused promotion again',
      end: 'End a promotion for good',
    }[verb],
    positionals: 2,
    options: reasonOption,
    async run({ args: [domain, id], options, api, output }) {
      const { value } = await api('promotionsSetStatus', {
        domain: domain!,
        promotion_id: Number(id),
        status: STATUS_VERBS[verb],
        reason: option(options, 'reason'),
      });
      output.out(promotionLine(value));
    },
  };
}

function setMissionStatus(verb: keyof typeof STATUS_VERBS): Command {
  return {
    usage: `mission:${verb} <domain> <mission_id> [--reason <text>]`,
    summary: { pause: 'Hide a mission', resume: 'Offer a paused mission again', end: 'End a mission for good' }[verb],
    positionals: 2,
    options: reasonOption,
    async run({ args: [domain, id], options, api, output }) {
      const { value } = await api('missionsSetStatus', {
        domain: domain!,
        mission_id: Number(id),
        status: STATUS_VERBS[verb],
        reason: option(options, 'reason'),
      });
      output.out(missionLine(value));
    },
  };
}

function setNewsStatus(status: 'published' | 'hidden'): Command {
  const verb = status === 'published' ? 'publish' : 'hide';
  return {
    usage: `news:${verb} <domain> <news_id> [--reason <text>]`,
    summary: status === 'published' ? 'Show a hidden article again (from its published_at)' : 'Hide an article',
    positionals: 2,
    options: reasonOption,
    async run({ args: [domain, id], options, api, output }) {
      const { value } = await api('newsSetStatus', {
        domain: domain!,
        news_id: Number(id),
        status,
        reason: option(options, 'reason'),
      });
      output.out(newsLine(value));
    },
  };
}

function pendingList(kind: 'deposit' | 'withdrawal'): Command {
  return {
    usage: `${kind}s:pending [--site <domain>] [--limit <n ≤ ${operator.CASHIER_PENDING_MAX}>]`,
    summary: `Pending ${kind}s, oldest first, of one site or all`,
    positionals: 0,
    options: { site: text, limit: text },
    async run({ options, api, output }) {
      const limit = Number(option(options, 'limit') ?? 100);
      if (!Number.isInteger(limit)) throw new CliError('--limit takes a whole number');
      const { value } = await api('cashierPending', { kind, domain: option(options, 'site'), limit });
      if (value.length === 0) {
        output.out(`No pending ${kind}s.`);
        return;
      }
      const rows = value.map((request) => [
        String(request.request_id),
        shortTime(request.created_at),
        request.site_name,
        request.account_id,
        money(request.amount, request.currency),
        kind === 'deposit' ? request.method : '',
        request.bank_name ? `${request.bank_name} ${request.account_number} (${request.holder_name})` : '-',
        [request.payment_reference, request.receipt_reference].filter(Boolean).join(' / ') || '-',
      ]);
      for (const line of table([
        ['ID', 'REQUESTED (UTC)', 'SITE', 'ACCOUNT', 'AMOUNT', 'METHOD', 'BANK ACCOUNT', 'REFERENCE / RECEIPT'],
        ...rows,
      ]))
        output.out(line);
      output.out(`${value.length} pending`);
    },
  };
}

function decideRequest(kind: 'deposit' | 'withdrawal', decision: 'approve' | 'reject'): Command {
  const effect = {
    deposit: { approve: 'credits the player', reject: 'moves no money' },
    withdrawal: { approve: 'settles it (the amount left the balance at request)', reject: 'returns the amount to the balance' },
  }[kind][decision];
  return {
    usage: `${kind}:${decision} <request_id> ${decision === 'reject' ? '--reason <text>' : '[--reason <text>]'}`,
    summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending ${kind}; ${effect}`,
    positionals: 1,
    options: reasonOption,
    async run({ args: [id], options, api, output }) {
      const requestId = Number(id);
      if (!Number.isInteger(requestId) || requestId <= 0) throw new CliError(`The request id is a whole number, not "${id}"`);
      const reason = decision === 'reject' ? requiredOption(options, 'reason') : option(options, 'reason');
      const { value, balance } = await api('cashierDecide', { kind, request_id: requestId, decision, reason });
      output.out(
        `${kind} ${value.request_id} of ${value.account_id} (${money(value.amount, value.currency)}): ${value.status}; balance ${money(balance, value.currency)}`,
      );
    },
  };
}

const COMMANDS: Record<string, Command> = {
  help: {
    usage: 'help',
    summary: 'This list',
    positionals: 0,
    async run({ output }) {
      printHelp(output);
    },
  },
  bootstrap: {
    usage: 'bootstrap --username <name> --password <password>',
    summary:
      "A fresh installation's first owner (platform staff), with the installation token; writes an owner API key for this CLI. Two-factor is set up at the first back-office sign-in.",
    positionals: 0,
    options: { username: text, password: text },
    async run({ options, env, output }) {
      const username = option(options, 'username') ?? cliFailure('--username is required');
      const password = option(options, 'password') ?? cliFailure('--password is required');
      const installation =
        secretOf(env, 'INSTALLATION_TOKEN', INSTALLATION_TOKEN_FILE) ??
        cliFailure(
          `No installation token: set INSTALLATION_TOKEN, or run this where the server keeps ${resolve(env.DATA_DIR || '.data', INSTALLATION_TOKEN_FILE)} (start the server once to create it).`,
        );
      const { value, key } = await httpApi(serverAddress(env), installation)('installationBootstrap', { username, password });
      const dataDir = env.DATA_DIR || '.data';
      writeDataDirSecret(dataDir, CLI_KEY_FILE, key);
      output.out(`Owner ${value.username} created. Sign in to the back office to set up two-factor.`);
      output.out(`This CLI's owner API key is in ${resolve(dataDir, CLI_KEY_FILE)} (or set WL_API_KEY to it elsewhere).`);
    },
  },
  sites: {
    usage: 'sites',
    summary: 'Every site with its domains, template, colour, language and currency',
    positionals: 0,
    async run({ api, output }) {
      const { value } = await api('sitesList', {});
      const rows = value.map((site) => [
        String(site.id),
        site.domains[0] ?? '-',
        site.theme_code,
        site.theme_color,
        site.language,
        site.currency,
        site.in_maintenance ? `${site.status}, maintenance` : site.status,
        site.name,
        site.domains.slice(1).join(', '),
      ]);
      for (const line of table([
        ['ID', 'DOMAIN', 'TEMPLATE', 'COLOUR', 'LANG', 'CURRENCY', 'STATUS', 'NAME', 'OTHER DOMAINS'],
        ...rows,
      ]))
        output.out(line);
    },
  },
  'site:create': {
    usage:
      'site:create --domain <domain> --theme <theme> --color <colour> [--name --language --currency --country --external-id --reason]',
    summary: 'Create a site with its first domain',
    positionals: 0,
    options: {
      domain: text,
      theme: text,
      color: text,
      name: text,
      language: text,
      currency: text,
      country: text,
      'external-id': text,
      ...reasonOption,
    },
    async run({ options, api, output }) {
      const { value: site } = await api('sitesCreate', {
        domain: requiredOption(options, 'domain'),
        theme_code: requiredOption(options, 'theme').toLowerCase() as operator.OperatorRequest<'sitesCreate'>['theme_code'],
        theme_color: requiredOption(options, 'color').toLowerCase(),
        name: option(options, 'name'),
        language: option(options, 'language')?.toUpperCase() as operator.OperatorRequest<'sitesCreate'>['language'],
        currency: option(options, 'currency')?.toUpperCase() as operator.OperatorRequest<'sitesCreate'>['currency'],
        country: option(options, 'country'),
        external_id: option(options, 'external-id'),
        reason: option(options, 'reason'),
      });
      output.out(
        `Created site ${site.id} (${site.external_id}) at ${site.domains.join(', ')}: ${site.theme_code} · ${site.theme_color} · ${site.language} · ${site.currency}`,
      );
    },
  },
  'site:update': {
    usage:
      'site:update <domain> [--theme --color --language --currency --name --status active|inactive --maintenance on|off --maintenance-start ISO|none --maintenance-end ISO|none --expired ISO|none --min-age N|default --terms-version V --preloader|--announcement|--app-download|--download-bar|--gamify on|off --reason]',
    summary: 'Change a site; dates are ISO 8601 with a zone, e.g. 2030-01-01T02:00:00Z',
    positionals: 1,
    options: {
      theme: text,
      color: text,
      language: text,
      currency: text,
      name: text,
      status: text,
      'min-age': text,
      'terms-version': text,
      ...Object.fromEntries([...Object.keys(SWITCHES), ...Object.keys(DATES)].map((name) => [name, text])),
      ...reasonOption,
    },
    async run({ args: [domain], options, api, output }) {
      const changes: Record<string, unknown> = {
        theme_code: option(options, 'theme')?.toLowerCase(),
        theme_color: option(options, 'color')?.toLowerCase(),
        language: option(options, 'language')?.toUpperCase(),
        currency: option(options, 'currency')?.toUpperCase(),
        name: option(options, 'name'),
        status: option(options, 'status'),
        min_age: minAgeOption(option(options, 'min-age')),
        terms_version: option(options, 'terms-version'),
      };
      for (const [name, field] of Object.entries(SWITCHES)) {
        const value = option(options, name);
        if (value !== undefined) changes[field] = onOff(name, value);
      }
      for (const [name, field] of Object.entries(DATES)) {
        const value = option(options, name);
        if (value !== undefined) changes[field] = value === 'none' ? null : value;
      }
      if (Object.values(changes).every((value) => value === undefined))
        throw new CliError('Nothing to change: give at least one option (see help)');
      const { value: site } = await api('sitesUpdate', {
        ...(changes as Omit<operator.OperatorRequest<'sitesUpdate'>, 'domain'>),
        domain: domain!,
        reason: option(options, 'reason'),
      });
      const maintenance = site.in_maintenance
        ? 'in maintenance'
        : `maintenance ${site.maintenance_on ? 'on' : 'off'}${site.maintenance_start ? `, window ${site.maintenance_start} – ${site.maintenance_end ?? 'open'}` : ''}`;
      output.out(
        `Updated ${site.domains[0] ?? domain}: ${site.theme_code} · ${site.theme_color} · ${site.language} · ${site.currency} · ${site.status} · ${maintenance} · minimum age ${site.minimum_age} · terms ${site.terms_version}`,
      );
    },
  },
  'site:domain': {
    usage: 'site:domain <domain> <new-domain> [--reason]',
    summary: 'Attach another domain to the site of <domain>',
    positionals: 2,
    options: reasonOption,
    async run({ args: [domain, newDomain], options, api, output }) {
      const { value: site } = await api('sitesAddDomain', {
        domain: domain!,
        new_domain: newDomain!,
        reason: option(options, 'reason'),
      });
      output.out(`Site ${site.id} now answers at: ${site.domains.join(', ')}`);
    },
  },
  players: {
    usage: 'players <domain> [--search <text>] [--status pending|active|blocked|closed] [--limit <n ≤ 200>] [--offset <n>]',
    summary: 'Players of a site, newest first',
    positionals: 1,
    options: { search: text, status: text, limit: text, offset: text },
    async run({ args: [domain], options, api, output }) {
      const limit = Number(option(options, 'limit') ?? 50);
      const offset = Number(option(options, 'offset') ?? 0);
      if (!Number.isInteger(limit) || !Number.isInteger(offset)) throw new CliError('--limit and --offset take whole numbers');
      const result = await api('playersList', {
        domain: domain!,
        search: option(options, 'search'),
        status: option(options, 'status') as operator.OperatorRequest<'playersList'>['status'],
        limit,
        offset,
      });
      if (result.value.length === 0) {
        output.out(result.total === 0 ? 'No players match.' : `No players on this page (${result.total} in all).`);
        return;
      }
      const rows = result.value.map((player) => [
        player.account_id,
        player.status,
        money(player.balance, result.currency),
        player.contact_phone,
        player.full_name,
        player.created_at.slice(0, 19).replace('T', ' '),
        player.last_login_at?.slice(0, 19).replace('T', ' ') ?? '-',
      ]);
      for (const line of table([['ACCOUNT', 'STATUS', 'BALANCE', 'PHONE', 'NAME', 'CREATED (UTC)', 'LAST LOGIN (UTC)'], ...rows]))
        output.out(line);
      output.out(`${offset + 1}–${offset + result.value.length} of ${result.total}`);
    },
  },
  'player:block': setStatus('block'),
  'player:close': setStatus('close'),
  'player:reopen': setStatus('reopen'),
  'wallet:credit': adjust('credit'),
  'wallet:debit': adjust('debit'),
  providers: {
    usage: 'providers',
    summary: 'Game provider integrations: how each is reached and whether it is enabled',
    positionals: 0,
    async run({ api, output }) {
      const { value } = await api('providersList', {});
      if (value.length === 0) {
        output.out('No provider is configured; their games answer providerUnavailable.');
        return;
      }
      const rows = value.map((integration) => [
        integration.provider_code,
        integration.kind,
        integration.enabled ? 'enabled' : 'disabled',
        integration.kind === 'builtin' ? '-' : integration.launch_url,
        integration.provider_name,
      ]);
      for (const line of table([['PROVIDER', 'KIND', 'STATUS', 'LAUNCH URL', 'NAME'], ...rows])) output.out(line);
    },
  },
  'provider:set': {
    usage: 'provider:set <provider_code> --kind http --url <launch_url> --secret <shared secret> [--reason <text>]',
    summary: 'Connect a remote provider or aggregator: where launches go and the key that signs wallet calls (docs/providers.md)',
    positionals: 1,
    options: { kind: text, url: text, secret: text, ...reasonOption },
    async run({ args: [providerCode], options, api, output }) {
      const kind = requiredOption(options, 'kind');
      if (kind !== 'http') throw new CliError(`--kind takes http (the built-in provider needs no setting), not "${kind}"`);
      const { value } = await api('providersSet', {
        provider_code: providerCode!,
        kind,
        launch_url: requiredOption(options, 'url'),
        secret: requiredOption(options, 'secret'),
        reason: option(options, 'reason'),
      });
      output.out(providerLine(value));
      output.out(`The provider calls the wallet at /api/seamless/${value.provider_code}/<action>, signed with this secret.`);
    },
  },
  'provider:enable': setProviderEnabled(true),
  'provider:disable': setProviderEnabled(false),
  'deposits:pending': pendingList('deposit'),
  'withdrawals:pending': pendingList('withdrawal'),
  'deposit:approve': decideRequest('deposit', 'approve'),
  'deposit:reject': decideRequest('deposit', 'reject'),
  'withdrawal:approve': decideRequest('withdrawal', 'approve'),
  'withdrawal:reject': decideRequest('withdrawal', 'reject'),
  'site:wallet-limits': {
    usage: 'site:wallet-limits <domain> [--min <amount>] [--max <amount>] [--banks <n ≤ 20>] [--reason <text>]',
    summary: 'Show or set the per-request minimum and maximum and the bank account limit of a site',
    positionals: 1,
    options: { min: text, max: text, banks: text, ...reasonOption },
    async run({ args: [domain], options, api, output }) {
      const number = (name: string) => {
        const value = option(options, name);
        if (value === undefined) return undefined;
        if (!/^\d+(\.\d+)?$/.test(value)) throw new CliError(`--${name} takes a positive number, not "${value}"`);
        return Number(value);
      };
      const { value } = await api('cashierSettings', {
        domain: domain!,
        min_amount: number('min'),
        max_amount: number('max'),
        max_bank_accounts: number('banks'),
        reason: option(options, 'reason'),
      });
      output.out(
        `${value.domain}: ${money(value.min_amount, value.currency)} – ${money(value.max_amount, value.currency)} per request, up to ${value.max_bank_accounts} bank accounts`,
      );
    },
  },
  'promotions:list': {
    usage: 'promotions:list <domain>',
    summary: 'The promotions of a site with their status, schedule and take-up',
    positionals: 1,
    async run({ args: [domain], api, output }) {
      const { value } = await api('promotionsList', { domain: domain! });
      for (const promotion of value) output.out(`${promotionLine(promotion)} (${promotion.claims} taken)`);
    },
  },
  'promotion:save': {
    usage: 'promotion:save <domain> --file <promotion.json>',
    summary:
      'Create a promotion, or replace one when the file names promotion_id: title, terms (HTML per language), image, rules, starts_at, ends_at (docs/operator.md)',
    positionals: 1,
    options: { file: text },
    async run({ args: [domain], options, api, output }) {
      const { value } = await api('promotionsSave', {
        ...jsonFile(options),
        domain: domain!,
      } as operator.OperatorRequest<'promotionsSave'>);
      output.out(promotionLine(value));
    },
  },
  'promotion:pause': setPromotionStatus('pause'),
  'promotion:resume': setPromotionStatus('resume'),
  'promotion:end': setPromotionStatus('end'),
  'missions:list': {
    usage: 'missions:list <domain>',
    summary: 'The daily and weekly missions of a site',
    positionals: 1,
    async run({ args: [domain], api, output }) {
      const { value } = await api('missionsList', { domain: domain! });
      for (const mission of value) output.out(missionLine(mission));
    },
  },
  'mission:save': {
    usage: 'mission:save <domain> --file <mission.json>',
    summary: 'Create a mission, or replace one when the file names mission_id (docs/operator.md)',
    positionals: 1,
    options: { file: text },
    async run({ args: [domain], options, api, output }) {
      const { value } = await api('missionsSave', {
        ...jsonFile(options),
        domain: domain!,
      } as operator.OperatorRequest<'missionsSave'>);
      output.out(missionLine(value));
    },
  },
  'mission:pause': setMissionStatus('pause'),
  'mission:resume': setMissionStatus('resume'),
  'mission:end': setMissionStatus('end'),
  'news:list': {
    usage: 'news:list <domain>',
    summary: 'The news articles of a site, newest first, scheduled ones included',
    positionals: 1,
    async run({ args: [domain], api, output }) {
      const { value } = await api('newsList', { domain: domain! });
      for (const article of value) output.out(newsLine(article));
    },
  },
  'news:save': {
    usage: 'news:save <domain> --file <article.json>',
    summary: 'Create an article, or replace one when the file names news_id; a future published_at schedules it',
    positionals: 1,
    options: { file: text },
    async run({ args: [domain], options, api, output }) {
      const { value } = await api('newsSave', { ...jsonFile(options), domain: domain! } as operator.OperatorRequest<'newsSave'>);
      output.out(newsLine(value));
    },
  },
  'news:publish': setNewsStatus('published'),
  'news:hide': setNewsStatus('hidden'),
  'tac:outbox': {
    usage: 'tac:outbox <domain> <account_id>',
    summary: 'The newest TAC code sent to an account (with no SMS provider configured)',
    positionals: 2,
    async run({ args: [domain, accountId], api, output }) {
      const { value: message } = await api('tacOutbox', { domain: domain!, account_id: accountId! });
      if (!message) throw new CliError(`No message in the outbox for ${accountId} on ${domain}`);
      if (!message.code)
        throw new CliError(
          `The newest message to ${message.phone} (${message.created_at}, via ${message.provider}) holds no code: ${message.body}`,
        );
      output.out(message.code);
      output.out(`to ${message.phone} for ${message.account_id} at ${message.created_at} via ${message.provider}`);
      output.out(message.body);
    },
  },
};

function printHelp(output: CliOutput): void {
  output.out('Operator commands: npm run cli -- <command>');
  output.out('');
  for (const command of Object.values(COMMANDS)) {
    output.out(`  ${command.usage}`);
    output.out(`      ${command.summary}`);
  }
  output.out('');
  output.out('Server: API_URL, or http://127.0.0.1:$PORT (PORT defaults to 3000).');
  output.out(
    `API key: WL_API_KEY, or the file ${CLI_KEY_FILE} in DATA_DIR (default .data), which bootstrap writes. An owner creates more keys in the back office.`,
  );
}

function serverAddress(env: CliEnv): string {
  return (env.API_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/+$/, '');
}

/** A secret from the environment, else from its file in the data directory. */
function secretOf(env: CliEnv, variable: string, fileName: string): { token: string; source: string } | undefined {
  const fromEnv = env[variable];
  if (fromEnv) return { token: fromEnv, source: variable };
  const file = resolve(env.DATA_DIR || '.data', fileName);
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (token) return { token, source: file };
  } catch {
    // the caller says what to do about it
  }
  return undefined;
}

function apiKey(env: CliEnv): { token: string; source: string } {
  return (
    secretOf(env, 'WL_API_KEY', CLI_KEY_FILE) ??
    cliFailure(
      `No API key: set WL_API_KEY to a key an owner created in the back office, or run this where the server keeps ${resolve(env.DATA_DIR || '.data', CLI_KEY_FILE)} (written by bootstrap, or by the demo seed).`,
    )
  );
}

function cliFailure(message: string): never {
  throw new CliError(message);
}

const REQUEST_TIMEOUT_MS = 30_000;

/** What the operator can do about a failure whose key alone does not say it. */
const FAILURE_HINTS: Partial<Record<string, string>> = {
  approvalRequired:
    'it takes two people (above the four-eyes threshold, or lifting a block): a staff member proposes it in the back office and a second member approves it, which a key cannot',
};

/** C0 and C1 control characters and DEL: an escape sequence in them moves, clears or retitles a terminal. */
const CONTROL_CHARACTER = /\p{Cc}/gu;

/** Text as a terminal may show it: every control character written out as a \uXXXX escape. */
function printable(text: string): string {
  return text.replace(CONTROL_CHARACTER, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Every string of a server answer made printable as it arrives: names, references, reasons and the
 * like come from players, and rows stored before the contract refused control characters may hold them.
 */
function printableAnswer<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map(printableAnswer) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [printable(key), printableAnswer(item)])) as T;
  }
  return value;
}

function httpApi(base: string, credentials: { token: string; source: string }): Api {
  return async (name, body) => {
    let response: Response;
    try {
      response = await fetch(`${base}${operator.operatorCalls[name].path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${credentials.token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new CliError(
        `Cannot reach the server at ${base} (${detail}). Is it running (npm start)? Set API_URL or PORT if it listens elsewhere.`,
      );
    }
    if (response.status === 401) {
      throw new CliError(
        `The server at ${base} refused the credentials from ${credentials.source}: the key is unknown or was revoked. Ask an owner for a key (back office, API keys).`,
      );
    }
    if (response.status === 403) {
      throw new CliError(`The key from ${credentials.source} may not do this: its role lacks the permission.`);
    }
    let result: { statusCode?: unknown; message?: unknown; errors?: { field: string; key: string }[] };
    try {
      result = printableAnswer((await response.json()) as typeof result);
    } catch {
      throw new CliError(`Unexpected answer from ${base}: HTTP ${response.status} without JSON. Is API_URL the game server?`);
    }
    if (result.statusCode !== 1) {
      const details = (result.errors ?? []).map((error) => `\n  ${error.field}: ${error.key}`).join('');
      const hint = FAILURE_HINTS[String(result.message)];
      throw new CliError(`Failed: ${String(result.message ?? `HTTP ${response.status}`)}${hint ? ` (${hint})` : ''}${details}`);
    }
    return result as operator.OperatorResponse<typeof name>;
  };
}

/** Runs one command; resolves to the process exit code. */
export async function runCli(argv: string[], env: CliEnv, output: CliOutput): Promise<number> {
  const [name = 'help', ...rest] = argv;
  const command = COMMANDS[name === '--help' || name === '-h' ? 'help' : name];
  if (!command) {
    output.err(`Unknown command "${name}".`);
    printHelp(output);
    return 1;
  }
  try {
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
    } catch (error) {
      throw new CliError(`${(error as Error).message}\nUsage: ${command.usage}`);
    }
    if (parsed.positionals.length !== command.positionals) {
      throw new CliError(
        `Expected ${command.positionals} argument(s), got ${parsed.positionals.length}.\nUsage: ${command.usage}`,
      );
    }
    await command.run({ args: parsed.positionals, options: parsed.values, api: lazyApi(env), env, output });
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    output.err(error.message);
    return 1;
  }
}

/** The key is read only when a command actually calls the server. */
function lazyApi(env: CliEnv): Api {
  return (name, body) => httpApi(serverAddress(env), apiKey(env))(name, body);
}

const consoleOutput: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

function invokedDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  process.exitCode = await runCli(process.argv.slice(2), process.env, consoleOutput);
}
