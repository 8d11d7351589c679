export function visitorDay(at?: Date): string;
export function returningVisitorStorage(externalIds: readonly string[], at?: Date): Record<string, string>;
