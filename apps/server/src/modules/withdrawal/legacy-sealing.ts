import type { Db } from '../../platform/db.ts';
import type { AddressBox } from './address-box.ts';
import { listPlainAddressesAfter, replacePlainAddress } from './order-repo.ts';

/**
 * Seals the addresses of orders placed before addresses were sealed (`npm run seal:legacy`), a page at a
 * time, each page in one transaction. Each update is guarded on the plain value it read, so a second run,
 * or one beside this, seals nothing twice; a run stopped half-way leaves every row in one readable form.
 * Answers how many were sealed.
 */
export async function sealLegacyAddresses(db: Db, addresses: AddressBox, pageSize = 200): Promise<number> {
  let count = 0;
  let after = '';
  for (;;) {
    const page = await listPlainAddressesAfter(db, after, pageSize);
    count += await db.transaction().execute(async (trx) => {
      let sealed = 0;
      for (const row of page) {
        if (row.address === null) continue;
        const columns = addresses.seal(row, row.address);
        if (await replacePlainAddress(trx, row.id, row.address, columns)) sealed += 1;
      }
      return sealed;
    });
    const last = page.at(-1);
    if (!last || page.length < pageSize) return count;
    after = last.id;
  }
}
