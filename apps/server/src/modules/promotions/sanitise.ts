import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a promotion's body may hold (contract `bodyHtml`): p, h3, ul, ol, li, strong, em, br, and
 * links to https addresses or paths of the site. Everything else (scripts, styles, event handlers,
 * images, javascript: and data: links) is dropped. Run when staff save and again when served.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  // target and rel only as transformTags sets them (it replaces whatever the input had).
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      // https addresses open in a new tab without our window; site paths stay; anything else loses its link.
      if (/^https:\/\//i.test(href)) {
        return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
      }
      if (/^\/(?!\/)/.test(href)) return { tagName, attribs: { href } };
      return { tagName, attribs: {} };
    },
  },
};

export function sanitisePromotionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
