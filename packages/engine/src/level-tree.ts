import type { PriceLevel } from './price-level.ts';

function heightOf(node: PriceLevel | null): number {
  return node === null ? 0 : node.height;
}

function updateHeight(node: PriceLevel): void {
  const left = heightOf(node.left);
  const right = heightOf(node.right);
  node.height = Math.max(left, right) + 1;
}

function rotateRight(node: PriceLevel): PriceLevel {
  const pivot = node.left as PriceLevel;
  node.left = pivot.right;
  pivot.right = node;
  updateHeight(node);
  updateHeight(pivot);
  return pivot;
}

function rotateLeft(node: PriceLevel): PriceLevel {
  const pivot = node.right as PriceLevel;
  node.right = pivot.left;
  pivot.left = node;
  updateHeight(node);
  updateHeight(pivot);
  return pivot;
}

function rebalance(node: PriceLevel): PriceLevel {
  const left = heightOf(node.left);
  const right = heightOf(node.right);
  if (left > right + 1) {
    const child = node.left as PriceLevel;
    if (heightOf(child.left) < heightOf(child.right)) node.left = rotateLeft(child);
    return rotateRight(node);
  }
  if (right > left + 1) {
    const child = node.right as PriceLevel;
    if (heightOf(child.right) < heightOf(child.left)) node.right = rotateRight(child);
    return rotateLeft(node);
  }
  node.height = Math.max(left, right) + 1;
  return node;
}

function removeMin(node: PriceLevel): PriceLevel | null {
  if (node.left === null) return node.right;
  node.left = removeMin(node.left);
  return rebalance(node);
}

/**
 * The price levels of one side in an AVL tree keyed by `PriceLevel.key`, threaded into a best-to-worst list.
 * Why a balanced tree: a new level lands anywhere in the book (a bid far below the market as easily as one
 * inside the spread), and the tree finds its neighbours in O(log n) worst case, deterministically (no skip-list
 * coin flips, no rebuilds). Why the thread: the best level, the next one while a taker sweeps, and a depth
 * snapshot are then plain pointer reads, O(1) per level.
 */
export class LevelTree {
  best: PriceLevel | null = null;
  private root: PriceLevel | null = null;
  private better: PriceLevel | null = null;
  private worse: PriceLevel | null = null;

  /** Adds a level whose key is not in the tree yet. */
  insert(level: PriceLevel): void {
    this.better = null;
    this.worse = null;
    this.root = this.insertAt(this.root, level);
    const better = this.better as PriceLevel | null;
    const worse = this.worse as PriceLevel | null;
    level.better = better;
    level.worse = worse;
    if (better === null) this.best = level;
    else better.worse = level;
    if (worse !== null) worse.better = level;
    this.better = null;
    this.worse = null;
  }

  /** Removes a level that is in the tree. */
  remove(level: PriceLevel): void {
    if (level.better === null) this.best = level.worse;
    else level.better.worse = level.worse;
    if (level.worse !== null) level.worse.better = level.better;
    this.root = this.removeAt(this.root, level.key);
    level.better = null;
    level.worse = null;
    level.left = null;
    level.right = null;
    level.height = 1;
  }

  /** Height of the tree, for tests that check the balance bound. */
  get height(): number {
    return heightOf(this.root);
  }

  private insertAt(node: PriceLevel | null, level: PriceLevel): PriceLevel {
    if (node === null) return level;
    if (level.key < node.key) {
      this.worse = node;
      node.left = this.insertAt(node.left, level);
    } else {
      this.better = node;
      node.right = this.insertAt(node.right, level);
    }
    return rebalance(node);
  }

  private removeAt(node: PriceLevel | null, key: number): PriceLevel | null {
    if (node === null) return null;
    if (key < node.key) {
      node.left = this.removeAt(node.left, key);
      return rebalance(node);
    }
    if (key > node.key) {
      node.right = this.removeAt(node.right, key);
      return rebalance(node);
    }
    if (node.left === null) return node.right;
    if (node.right === null) return node.left;
    // The in-order successor is the next worse level; it takes the removed node's place in the tree.
    const successor = node.worse as PriceLevel;
    successor.right = removeMin(node.right);
    successor.left = node.left;
    return rebalance(successor);
  }
}
