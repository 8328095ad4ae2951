/**
 * Text fit for HTML, as element content or as a double-quoted attribute: `&`, `"` and `<` are
 * all that can end either or open a tag.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
