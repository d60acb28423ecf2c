import type { Db } from '../../platform/db.ts';
import { sealPlainValues } from '../../platform/seal-in-pages.ts';
import type { AddressBox } from './address-box.ts';
import { listPlainAddressesAfter, replacePlainAddress } from './order-repo.ts';

/**
 * Seals the addresses of orders placed before addresses were sealed (`npm run seal:legacy`), a page at a
 * time (see sealInPages). Each update is guarded on the plain value it read, so a second run, or one beside
 * this, seals nothing twice. Answers how many were sealed.
 */
export function sealLegacyAddresses(db: Db, addresses: AddressBox, pageSize = 200): Promise<number> {
  return sealPlainValues({
    db,
    start: '',
    pageSize,
    listAfter: listPlainAddressesAfter,
    cursorOf: (row) => row.id,
    plainOf: (row) => row.address,
    seal: (row, address) => addresses.seal(row, address),
    replacePlain: replacePlainAddress,
  });
}
