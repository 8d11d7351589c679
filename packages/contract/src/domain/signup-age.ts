/** Where a country's law sets another minimum age for gambling than 18: the Philippines (PAGCOR) sets 21. */
const MIN_AGE_BY_COUNTRY: Readonly<Record<string, number>> = { PH: 21 };
const DEFAULT_MIN_AGE = 18;
/** What an operator may set as a site's minimum age: never below the age of majority, and within reason. */
export const MIN_AGE_RANGE = { min: 18, max: 25 } as const;

/** The age a player must confirm at signup: the site's own setting, else its country's default. */
export function minimumAge(country: string, siteMinAge: number | null): number {
  return siteMinAge ?? MIN_AGE_BY_COUNTRY[country.toUpperCase()] ?? DEFAULT_MIN_AGE;
}
