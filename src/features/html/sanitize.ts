import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for HTML written by editors and administrators (HTML box, footer, 404 page).
 * Scripts, event handlers, javascript: URLs and foreign iframes never survive.
 *
 * `id` and `name` values get this prefix: browsers expose elements by id (and some by name) as
 * properties of `window` and `document`, so `<span id="dataLayer">` would replace the array the tag
 * manager and our page views push to, and every page would fail. No global starts with
 * `user-content-`. In-page links (`href="#x"`) to an anchor of the same HTML are rewritten to
 * match; other fragments (a block's scroll id) are left alone.
 */
const userContentPrefix = 'user-content-';

export interface HtmlFilterOptions {
  iframeHosts: string[];
}

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'picture',
  'source',
  'figure',
  'figcaption',
  'iframe',
  'video',
  'details',
  'summary',
  'span',
  'section',
  'small',
  'sup',
  'sub',
];

export function sanitizeEditorHtml(html: string, options: HtmlFilterOptions = { iframeHosts: [] }): string {
  const first = sanitizeOnce(html, options, null);
  // In-page links can point at an anchor that comes later in the HTML: the anchors are known only
  // after a first pass, so HTML with `href="#…"` is sanitised a second time with them.
  return first.hasFragmentLinks ? sanitizeOnce(html, options, first.targets).html : first.html;
}

interface Pass {
  html: string;
  /** Prefixed ids and anchor names that survived the allow-list. */
  targets: Set<string>;
  hasFragmentLinks: boolean;
}

function sanitizeOnce(html: string, options: HtmlFilterOptions, knownTargets: Set<string> | null): Pass {
  const targets = new Set<string>();
  let hasFragmentLinks = false;
  const out = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      '*': ['class', 'id', 'lang', 'dir', 'title', 'aria-label', 'aria-hidden', 'role'],
      // data-video-modal: the link opens its YouTube or Vimeo video in the site's video modal (features/popups).
      a: ['href', 'name', 'target', 'rel', 'data-video-modal'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'type', 'media', 'sizes'],
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'title'],
      video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsinline', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'type'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: options.iframeHosts,
    allowIframeRelativeUrls: false,
    exclusiveFilter: (frame) => {
      // An iframe whose source was refused is an empty box: drop it.
      if (frame.tag === 'iframe' && !frame.attribs.src) return true;
      // Called only for elements that are kept, with their final attributes.
      for (const target of [frame.attribs.id, frame.attribs.name]) if (target) targets.add(target);
      return false;
    },
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: prefixIdentifiers(attribs) }),
      a: (tagName, attribs) => {
        const next = { ...attribs };
        // A new window must not get a handle on ours.
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        if (next.href?.startsWith('#') && next.href.length > 1) {
          hasFragmentLinks = true;
          if (knownTargets) next.href = `#${fragmentTarget(next.href.slice(1), knownTargets)}`;
        }
        return { tagName, attribs: next };
      },
    },
  });
  return { html: out, targets, hasFragmentLinks };
}

function prefixIdentifiers(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const next = { ...attribs };
  for (const key of ['id', 'name'] as const) {
    if (next[key] === undefined) continue;
    const value = next[key].trim();
    if (value) next[key] = value.startsWith(userContentPrefix) ? value : userContentPrefix + value;
    else delete next[key];
  }
  return next;
}

/** The fragment, prefixed when it names an anchor of this HTML (browsers also match it percent-decoded). */
function fragmentTarget(fragment: string, targets: Set<string>): string {
  if (fragment.startsWith(userContentPrefix)) return fragment;
  const names = [fragment, safeDecode(fragment)];
  return names.some((name) => targets.has(userContentPrefix + name)) ? userContentPrefix + fragment : fragment;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
