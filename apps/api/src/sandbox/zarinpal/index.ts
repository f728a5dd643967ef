import type { Db } from '../../db/client';
import type { Settings } from '../../config/settings';
import { gatewayLocation, type GatewayTransport } from '../../gateways/zarinpal';
import { sandboxAllowed, sandboxTransport } from './api';

/**
 * The built-in ZarinPal imitation: a small application of its own (the v4 JSON API in api.ts, the
 * bank page in page.ts, its routes in routes.ts, its sessions in the zarinpal_sandbox_sessions table).
 * It depends on the gateway client's wire facts; the client never depends on it.
 */
export { zarinpalSandboxRoutes } from './routes';

/**
 * When the settings point the gateway client at this very server's sandbox, the transport that
 * reaches it in-process (same JSON text in and out as over HTTP): the server does not depend on
 * reaching its own PUBLIC_URL, and tests work without listening on a port. Otherwise undefined,
 * and the client speaks HTTP.
 */
export function inProcessSandboxTransport(settings: Settings, db: Db): GatewayTransport | undefined {
  if (!gatewayLocation(settings).builtIn || !sandboxAllowed(settings)) return undefined;
  return sandboxTransport({ db, callbackOrigin: settings.PUBLIC_URL });
}
