import type { Member } from '@/shared/session/member';

/** The site an engagement screen works on: one of the member's. */
export type EngagementSite = Member['sites'][number];
