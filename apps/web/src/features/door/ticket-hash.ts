/**
 * Hex SHA-256 of a scanned code's text, as the server's `ticket_hash` (lib/ticket-codes.ts ticketHash):
 * how an offline door recognises a ticket from its snapshot without holding any ticket code.
 * crypto.subtle exists on secure origins (https, and localhost).
 */
export async function ticketHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What was scanned or typed, as a code: spaces (the printed grouping) and line breaks dropped. */
export const normaliseCode = (text: string) => text.replace(/\s+/g, '');
