import { backoffice, operator } from '@wl/contract';
import { PATHS } from '@/config/paths';
import type enUi from '@/locales/EN/ui.json';
import { type Access, type Member, memberMay } from '@/shared/session/member';

export interface NavSection {
  path: string;
  /** who sees the section: a permission of the contract's matrix, or every signed-in member */
  access: Access;
  label: `nav.${keyof typeof enUi.nav}`;
}

/**
 * The shell's sections, in the order the navbar lists them; a member sees those their role's
 * permissions allow. A new screen adds its row here (and its route in routes.tsx).
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  { path: PATHS.cashier, access: operator.operatorCalls.cashierDeskQueue.permission, label: 'nav.cashier' },
  // Anyone may list approvals, but only those who may decide some kind have anything to see there.
  { path: PATHS.approvals, access: Object.values(backoffice.APPROVAL_PERMISSIONS), label: 'nav.approvals' },
  { path: PATHS.players, access: operator.operatorCalls.playerSearch.permission, label: 'nav.players' },
  { path: PATHS.staff, access: operator.operatorCalls.staffList.permission, label: 'nav.staff' },
  { path: PATHS.apiKeys, access: operator.operatorCalls.apiKeysList.permission, label: 'nav.apiKeys' },
  { path: PATHS.audit, access: operator.operatorCalls.auditSearch.permission, label: 'nav.audit' },
  { path: PATHS.operators, access: operator.operatorCalls.operatorsList.permission, label: 'nav.operators' },
  {
    path: PATHS.receivingAccounts,
    access: operator.operatorCalls.receivingAccountsList.permission,
    label: 'nav.receivingAccounts',
  },
  { path: PATHS.reports, access: 'reports.read', label: 'nav.reports' },
  { path: PATHS.sites, access: 'sites.read', label: 'nav.sites' },
  { path: PATHS.menus, access: 'sites.read', label: 'nav.menus' },
  { path: PATHS.content, access: 'content.manage', label: 'nav.content' },
  { path: PATHS.games, access: 'sites.read', label: 'nav.games' },
  { path: PATHS.engagement, access: 'content.manage', label: 'nav.engagement' },
  { path: PATHS.account, access: 'signedIn', label: 'nav.account' },
];

export function sectionsFor(member: Member, sections: readonly NavSection[] = NAV_SECTIONS): NavSection[] {
  return sections.filter((section) => memberMay(member, section.access));
}
