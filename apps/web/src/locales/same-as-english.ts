/**
 * The messages a language may write exactly as English does (decision 0190), each with its reason:
 * names (brands, game categories the language uses as they are), codes and the words the language
 * has taken over unchanged. Any other message equal to its English text is an untranslated one,
 * and fails locales.test.ts; the every-word e2e allows on screen the English texts of these keys.
 * A message without a letter (18+, @ {{odds}}) needs no entry.
 */
export const SAME_AS_ENGLISH: Record<'PHP' | 'CN', Record<string, string>> = {
  PHP: {
    'ui:password': 'Filipino writes password as English does',
    'pages:arcade.title': 'game category name used as it is in Filipino',
    'pages:bingo.title': 'game category name used as it is in Filipino',
    'pages:crash.title': 'game category name used as it is in Filipino',
    'pages:poker.title': 'game category name used as it is in Filipino',
    'pages:sabong.title': 'a Filipino word',
    'pages:slots.title': 'game category name used as it is in Filipino',
    'pages:promotions.rules.details.categories.slots': 'game category name used as it is in Filipino',
    'pages:promotions.rules.details.categories.sabong': 'a Filipino word',
    'pages:promotions.rules.details.categories.bingo': 'game category name used as it is in Filipino',
    'pages:promotions.rules.details.categories.arcade': 'game category name used as it is in Filipino',
    'pages:promotions.rules.details.categories.crash': 'game category name used as it is in Filipino',
    'pages:betHistory.betType.PARLAY': 'betting market name Filipino sportsbooks keep',
    'pages:betHistory.betType.HDP': 'betting market name Filipino sportsbooks keep',
    'pages:betHistory.betType.ML': 'betting market name Filipino sportsbooks keep',
    'pages:betHistory.betType.1X2': 'betting market code',
    'pages:betHistory.betType.HDP_1X2': 'betting market name and code',
    'pages:download.googlePlay': 'brand',
    'pages:download.appStore': 'brand',
    'pages:editProfile.email': 'Filipino writes email as English does',
    'pages:profile.email': 'Filipino writes email as English does',
    'pages:mission.rewardTokens_one': 'a number and a noun Filipino uses as it is',
    'pages:vip.title': 'programme name (an acronym)',
    'pages:wallet.type.bonus': 'Filipino writes bonus as English does',
    'pages:wallet.ledgerKind.bonus': 'Filipino writes bonus as English does',
  },
  CN: {
    'pages:betHistory.betType.1X2': 'betting market code',
    'pages:download.googlePlay': 'brand',
    'pages:download.appStore': 'brand',
    'pages:vip.title': 'programme name (an acronym)',
  },
};
