import type errors from '@/locales/EN/errors.json';
import type messages from '@/locales/EN/messages.json';
import type pages from '@/locales/EN/pages.json';
import type ui from '@/locales/EN/ui.json';
import type validation from '@/locales/EN/validation.json';

/**
 * The English message files are the key list of every `t()`: a key English lacks (a misspelling,
 * a group the hook did not ask for) fails the type check instead of showing the key on screen.
 * The other languages are held to the same keys by locales.test.ts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    strictKeyChecks: true;
    resources: {
      ui: typeof ui;
      validation: typeof validation;
      errors: typeof errors;
      messages: typeof messages;
      pages: typeof pages;
    };
  }
}
