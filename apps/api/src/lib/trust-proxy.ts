import type { Settings } from '../config/settings';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function: Fastify 5.12 answers a bare
 * number by trusting no proxy at all (it can't check that the peer is one), which would count every
 * visitor behind nginx as nginx's one address. With `n` hops the n nearest addresses (the peer, then
 * the entries the proxies appended, read from the right) are proxies, and the next one is the client:
 * the entries further left are whatever the client wrote and are never believed. That holds only when
 * the server can be reached through the proxies alone (README, "Deploying"); listing the proxies'
 * addresses instead needs no such promise.
 */
export function trustProxyOption(setting: Settings['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
