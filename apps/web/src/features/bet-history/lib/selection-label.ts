import { type BetSelection, betSelectionLabel, isBetType, type Language } from '@wl/contract/lite';
import type { TFunction } from 'i18next';

/** A selection's display label (spec-coverage S5.7) in the player's language; empty when it has none. */
export function selectionLabelText(selection: BetSelection, language: Language, t: TFunction<'pages'>): string {
  const label = betSelectionLabel(selection, language);
  if (!label) return '';
  if (label.kind === 'text') return label.text;
  return label.outcomes.map((outcome) => t(`betHistory.outcome.${outcome}`)).join(' / ');
}

/** The bet type's name; a code the site does not know is shown as the provider sent it. */
export function betTypeName(code: string, t: TFunction<'pages'>): string {
  return isBetType(code) ? t(`betHistory.betType.${code}`) : code;
}
