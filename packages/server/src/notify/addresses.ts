/**
 * Where a webhook may go (issue 39 item 10): a player's URL must not make the server post into its
 * own network. A host name is resolved and **every** address it resolves to is checked (a name
 * such as `127.0.0.1.nip.io` is its address, not its spelling), with ipaddr.js's classification of
 * the special ranges (RFC 6890 and friends) rather than hand-written ones. The same check runs
 * again as each delivery connects, on the addresses the connection then uses (`guardedLookup`),
 * so a DNS answer that changes between the check and the connection (DNS rebinding) cannot reach
 * an address the first answer did not.
 */
import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** A host name's addresses (every one): the system's resolver by default; tests inject their own. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The ranges `WEBHOOK_PRIVATE_ADDRESSES` opens: loopback, RFC 1918 and unique-local networks,
 * link-local, and the shared 100.64.0.0/10 (ipaddr.js range names). Every other special range
 * (multicast 224.0.0.0/4, reserved 240.0.0.0/4, benchmarking 198.18.0.0/15, documentation,
 * unspecified, broadcast, NAT64 and 6to4 forms that embed an IPv4 address...) is never a webhook.
 */
const PRIVATE_RANGES: ReadonlySet<string> = new Set(["loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat"]);

/** Whether the server may post to `address` (an IP literal): public unicast, or a private range when allowed. */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it is.
    ip = ipaddr.process(address.replace(/%.*$/, ""));
  } catch {
    return false;
  }
  const range = ip.range();
  return range === "unicast" || (allowPrivate && PRIVATE_RANGES.has(range));
}

export const REFUSED_ADDRESS = "this server does not send webhooks to local or private addresses";

/** Refused by the address check: said to the player as it is (it never names the address found). */
export class AddressRefused extends Error {
  constructor(message = REFUSED_ADDRESS) {
    super(message);
    this.name = "AddressRefused";
  }
}

/** A URL's host as a name or an IP literal (IPv6 without its brackets), lower case. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/**
 * The addresses to connect to for `host`, each one checked: throws AddressRefused when any of them
 * is not allowed (a name resolving to a public and a private address is refused whole), and a
 * plain error when the name does not resolve.
 */
export async function checkedAddresses(host: string, allowPrivate: boolean, resolve: Resolver): Promise<LookupAddress[]> {
  if (isIP(host) !== 0) {
    if (!addressAllowed(host, allowPrivate)) throw new AddressRefused();
    return [{ address: host, family: isIP(host) }];
  }
  // RFC 6761: localhost names are loopback whatever a resolver says.
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost"))) throw new AddressRefused();
  let found: LookupAddress[];
  try {
    found = await resolve(host);
  } catch (e) {
    throw new Error(`the host name ${host} could not be resolved (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { cause: e });
  }
  if (found.length === 0) throw new Error(`the host name ${host} has no address`);
  // The player learns that the name leads inside, never which address it found there.
  if (!found.every((a) => addressAllowed(a.address, allowPrivate))) throw new AddressRefused("its host name leads to a local or private address, where this server sends no webhooks");
  return found;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) requests that resolves the host with `resolve`, checks every address
 * (checkedAddresses) and hands the connection only those: the address connected to is the one
 * checked. (An IP literal host is connected to without a lookup: check it before the request.)
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    checkedAddresses(hostname.replace(/^\[|\]$/g, "").toLowerCase(), allowPrivate, resolve).then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const first = wanted[0];
        if (!first) return callback(Object.assign(new Error(`the host name ${hostname} has no IPv${String(options.family)} address`), { code: "ENOTFOUND" }), []);
        if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (e: unknown) => callback(e as NodeJS.ErrnoException, []),
    );
  };
}
