/**
 * Operator HTML (notices, help items). The server sanitises it when it is stored and again when it is
 * served (an allow-list of text, list, link, image and table tags), so it is rendered as given.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on the way in and out
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
