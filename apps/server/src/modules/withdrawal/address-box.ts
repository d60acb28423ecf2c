import { createHmac } from 'node:crypto';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ServerSecrets } from '../../platform/server-secrets.ts';

/** The server secret whose key seals withdrawal addresses. */
export const ADDRESS_KEY_NAME = 'withdrawal-address-key';
/**
 * The server secret keying the addresses' blind index: a key of its own, so the index (which must give one
 * answer per address to be searchable) shares nothing with the sealing key.
 */
export const ADDRESS_INDEX_KEY_NAME = 'withdrawal-address-index-key';

/** The order an address belongs to: bound to both, a sealed address copied onto another row does not open. */
type AddressOwner = { id: string; user_id: string };
type StoredAddress = AddressOwner & { address: string | null; address_sealed: string | null };

export type SealedAddress = { address: null; address_sealed: string; address_hmac: string };

export type AddressBox = {
  /** The columns that store `address` on the order `owner`: sealed, with its index, and no plain copy. */
  seal(owner: AddressOwner, address: string): SealedAddress;
  /** The address of an order: opened, or as a legacy row still holds it plain. Throws when it does not open. */
  open(row: StoredAddress): string;
  /** What the index column holds for `address`: the console's exact-address search looks this up. */
  index(address: string): string;
};

/**
 * ERC20's hex is one address in any case (a mixed case is only EIP-55's checksum), so it is indexed in lower
 * case and an operator finds it however it was pasted; TRON's base58 is case-sensitive and stays as it is.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return /^0x[0-9a-f]{40}$/i.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

const contextOf = (owner: AddressOwner) => `withdrawal_orders.address:${owner.user_id}:${owner.id}`;

export function createAddressBox(box: SecretBox, indexKey: Buffer): AddressBox {
  const index = (address: string) =>
    createHmac('sha256', indexKey).update(normaliseAddress(address), 'utf8').digest('base64url');
  return {
    seal: (owner, address) => ({
      address: null,
      address_sealed: box.seal(address, contextOf(owner)),
      address_hmac: index(address),
    }),
    open(row) {
      if (row.address_sealed !== null) return box.open(row.address_sealed, contextOf(row));
      if (row.address !== null) return row.address;
      throw new Error(`withdrawal order ${row.id} has no address`);
    },
    index,
  };
}

/** The box, made on first use (its keys are server secrets in the database) and kept; a failure is retried. */
export function lazyAddressBox(secrets: ServerSecrets): () => Promise<AddressBox> {
  let made: Promise<AddressBox> | undefined;
  return () => {
    made ??= Promise.all([secrets.box(ADDRESS_KEY_NAME), secrets.get(ADDRESS_INDEX_KEY_NAME)]).then(
      ([box, indexKey]) => createAddressBox(box, indexKey),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    );
    return made;
  };
}
