import type content from '@/locales/EN/content.json';
import type engagement from '@/locales/EN/engagement.json';
import type errors from '@/locales/EN/errors.json';
import type games from '@/locales/EN/games.json';
import type menus from '@/locales/EN/menus.json';
import type reports from '@/locales/EN/reports.json';
import type sites from '@/locales/EN/sites.json';
import type ui from '@/locales/EN/ui.json';
import type validation from '@/locales/EN/validation.json';

/**
 * The English message files are the key list of every `t()`: a misspelt key fails the type check.
 * The Chinese files are held to the same keys by locales.test.ts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    strictKeyChecks: true;
    resources: {
      ui: typeof ui;
      errors: typeof errors;
      validation: typeof validation;
      reports: typeof reports;
      sites: typeof sites;
      menus: typeof menus;
      content: typeof content;
      games: typeof games;
      engagement: typeof engagement;
    };
  }
}
