export * from './builtin-provider.js';
export * from './cashier.js';
export * from './engagement.js';
export * from './games.js';
export * from './play.js';
export * from './players.js';
export * from './sites.js';
export * from './wallet.js';
