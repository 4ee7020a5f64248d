/** A WhatsApp 'send to…' page with the text and the link filled in (no number: the user picks). */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
