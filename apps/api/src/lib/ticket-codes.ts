import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Ticket codes (contract: "Tickets and the door"). The code is what the QR carries:
 *   code = base64url(first 18 bytes of HMAC-SHA256(secret, salt || participation id as 8 bytes))
 * - 18 bytes = 144 bits (the contract asks for at least 128), exactly 24 base64url characters, no padding;
 * - the same on every read, because salt and id are stored and the secret is the server's;
 * - the database keeps only the salt and ticketHash(code): a copy of it yields no valid ticket.
 * The secret must stay the same for the life of the festival: with another secret every code changes
 * and no stored hash matches (rotating it means recomputing every ticket's hash from its salt).
 */

export const TICKET_CODE_BYTES = 18;
export const TICKET_CODE_BITS = TICKET_CODE_BYTES * 8;
export const TICKET_SALT_BYTES = 16;

const CODE_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((TICKET_CODE_BYTES * 8) / 6)}}$`);

/** A fresh random salt for a new ticket, as 32 hex characters (stored beside the hash). */
export function newTicketSalt(): string {
  return randomBytes(TICKET_SALT_BYTES).toString('hex');
}

export function ticketCode(secret: string | Uint8Array, saltHex: string, participationId: number): string {
  if (!/^[0-9a-f]{32}$/.test(saltHex)) throw new Error('ticket salt must be 16 bytes in hex');
  if (!Number.isSafeInteger(participationId) || participationId <= 0) throw new Error('participation id must be a positive integer');
  const id = Buffer.alloc(8);
  id.writeBigUInt64BE(BigInt(participationId));
  const mac = createHmac('sha256', secret).update(Buffer.from(saltHex, 'hex')).update(id).digest();
  return mac.subarray(0, TICKET_CODE_BYTES).toString('base64url');
}

/**
 * Hex SHA-256 of the code's text (its ASCII characters, exactly as scanned): the database's look-up
 * key, and the `ticket_hash` the check-in list gives doors, which compute the same with
 * crypto.subtle.digest('SHA-256', new TextEncoder().encode(scanned)).
 */
export function ticketHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Whether a scanned text can be a ticket code at all (checked before any database look-up). */
export function looksLikeTicketCode(text: unknown): text is string {
  return typeof text === 'string' && CODE_SHAPE.test(text);
}
