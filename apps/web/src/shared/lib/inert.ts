/**
 * Makes everything of the page outside `keep` inert (no focus, no clicks, hidden from screen
 * readers): at each level from `keep` up to the body, the elements beside the branch that holds it.
 * So a modal (a child of the body) or a game view filling a phone's screen (deep in the layout) is
 * all a keyboard or a screen reader reaches. Returns the undoing; elements already inert stay so,
 * and what is added later (a modal or an error dialog over it, a toast) is not made inert.
 */
export function inertOutside(keep: HTMLElement): () => void {
  const others: Element[] = [];
  for (let branch: Element = keep; branch.parentElement && branch !== document.body; branch = branch.parentElement) {
    for (const sibling of branch.parentElement.children) {
      if (sibling !== branch && !sibling.hasAttribute('inert')) others.push(sibling);
    }
  }
  for (const element of others) element.setAttribute('inert', '');
  return () => {
    for (const element of others) element.removeAttribute('inert');
  };
}
