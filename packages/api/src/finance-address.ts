import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';

/**
 * Withdrawal addresses checked by the real algorithms, on the form and on the server alike.
 * - TRC20 (TRON): base58check of 21 bytes, version byte 0x41, then the first 4 bytes of
 *   sha256(sha256(payload)): 34 characters starting with T.
 * - ERC20 (Ethereum): 0x + 40 hex digits; all lower or all upper case carries no checksum, mixed case must
 *   be the EIP-55 checksum (the case of each letter from keccak-256 of the lower-case hex).
 */
export const WITHDRAWAL_NETWORKS = ['TRC20', 'ERC20'] as const;
export type WithdrawalNetwork = (typeof WITHDRAWAL_NETWORKS)[number];

export function isValidTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const check = sha256(sha256(payload));
  return check.subarray(0, 4).every((byte, index) => byte === bytes[21 + index]);
}

/** The EIP-55 spelling of a 40-hex-digit address (without the check of its input's case). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const char = hex.charAt(index);
    out += Number.parseInt(hash.charAt(index), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

export function isValidEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function isValidWithdrawalAddress(network: WithdrawalNetwork, address: string): boolean {
  switch (network) {
    case 'TRC20':
      return isValidTronAddress(address);
    case 'ERC20':
      return isValidEthereumAddress(address);
    default: {
      const unknown: never = network;
      throw new Error(`unknown network ${String(unknown)}`);
    }
  }
}
