/**
 * Asks a visitor to log in where they are: the template's login modal, or the login page with the
 * way back. The app installs how (app/session.ts, which knows the templates and the router);
 * shared components, such as a game tile's heart, only ask.
 */
let prompt: () => void = () => {};

export function setLoginPrompt(handler: () => void): void {
  prompt = handler;
}

export function promptLogin(): void {
  prompt();
}
