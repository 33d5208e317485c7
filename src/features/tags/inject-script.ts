/**
 * The page's CSP nonce. Browsers blank the `nonce` attribute once a script is parsed (so injected
 * markup cannot read it), but the element's `nonce` property keeps it. Next renders it on its own
 * scripts from the placeholder the server swaps per response (server/csp.mjs).
 */
export function pageNonce(doc: Document = document): string {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    // The attribute is only a fallback for environments without the property (test DOMs).
    const nonce = script.nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return '';
}

/** Scripts this page has injected, by URL: a tag loads once per page, however often consent is reported. */
const injected = new Set<string>();

/**
 * Adds a third-party script to the document, once. It carries the page's nonce: 'strict-dynamic'
 * would let a script we create run anyway, but loaders such as the tag manager's read the nonce
 * from their own tag to pass it on to the scripts they add.
 */
export function injectScript(id: string, script: { src: string; attributes: Record<string, string> }, doc: Document = document): boolean {
  if (injected.has(script.src)) return false;
  injected.add(script.src);
  const element = doc.createElement('script');
  for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
  const nonce = pageNonce(doc);
  if (nonce) element.setAttribute('nonce', nonce);
  element.dataset.tag = id;
  element.async = true;
  element.src = script.src;
  doc.head.appendChild(element);
  return true;
}

/** For tests: forget what was injected. */
export function forgetInjectedScripts(): void {
  injected.clear();
}
