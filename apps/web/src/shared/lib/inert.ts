/** What opens above a page on purpose, and must stay reachable: a modal, the error dialog, the toasts. */
const ABOVE_THE_PAGE = '.modal-backdrop, .swal2-container, [data-sonner-toaster]';

const isAbove = (element: Element) => element.matches(ABOVE_THE_PAGE) || element.querySelector(ABOVE_THE_PAGE) !== null;

/**
 * Makes everything of the page outside `keep` inert (no focus, no clicks, hidden from screen
 * readers): at each level from `keep` up to the body, the elements beside the branch that holds it,
 * and those added there later while it lasts (a floating entry that appears once its data is in).
 * So a modal (a child of the body) or a game view filling a phone's screen (deep in the layout) is
 * all a keyboard or a screen reader reaches. What opens above on purpose (a modal, the error
 * dialog, a toast) is left reachable. Returns the undoing; elements already inert stay so.
 */
export function inertOutside(keep: HTMLElement): () => void {
  const made: Element[] = [];
  const makeInert = (element: Element) => {
    if (element.hasAttribute('inert')) return;
    element.setAttribute('inert', '');
    made.push(element);
  };
  const branches = new Map<Element, Element>();
  for (let branch: Element = keep; branch.parentElement && branch !== document.body; branch = branch.parentElement) {
    branches.set(branch.parentElement, branch);
    for (const sibling of branch.parentElement.children) {
      if (sibling !== branch && !isAbove(sibling)) makeInert(sibling);
    }
  }
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof Element && node !== branches.get(change.target as Element) && !isAbove(node)) makeInert(node);
      }
    }
  });
  for (const parent of branches.keys()) observer.observe(parent, { childList: true });
  return () => {
    observer.disconnect();
    for (const element of made) element.removeAttribute('inert');
  };
}
