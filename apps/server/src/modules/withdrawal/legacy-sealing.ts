import type { Db } from '../../platform/db.ts';
import { sealInPages } from '../../platform/seal-in-pages.ts';
import type { AddressBox } from './address-box.ts';
import { listPlainAddressesAfter, replacePlainAddress } from './order-repo.ts';

/**
 * Seals the addresses of orders placed before addresses were sealed (`npm run seal:legacy`), a page at a
 * time (see sealInPages). Each update is guarded on the plain value it read, so a second run, or one beside
 * this, seals nothing twice. Answers how many were sealed.
 */
export function sealLegacyAddresses(db: Db, addresses: AddressBox, pageSize = 200): Promise<number> {
  return sealInPages({
    db,
    start: '',
    pageSize,
    listAfter: listPlainAddressesAfter,
    cursorOf: (row) => row.id,
    sealRow: async (trx, row) =>
      row.address !== null &&
      (await replacePlainAddress(trx, row.id, row.address, addresses.seal(row, row.address))),
  });
}
