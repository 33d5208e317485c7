import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for HTML written by editors and administrators (HTML box, footer, 404 page).
 * Scripts, event handlers, javascript: URLs and foreign iframes never survive.
 */
export interface HtmlFilterOptions {
  iframeHosts: string[];
}

export function sanitizeEditorHtml(html: string, options: HtmlFilterOptions = { iframeHosts: [] }): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img', 'picture', 'source', 'figure', 'figcaption', 'iframe', 'video', 'details', 'summary', 'span', 'section', 'small', 'sup', 'sub',
    ],
    allowedAttributes: {
      '*': ['class', 'id', 'lang', 'dir', 'title', 'aria-label', 'aria-hidden', 'role'],
      a: ['href', 'name', 'target', 'rel'],
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
    // An iframe whose source was refused is an empty box: drop it.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      // A new window must not get a handle on ours.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
