import type { LocaleCatalog } from '../catalog.ts';

const catalog: LocaleCatalog = {};

export default catalog;
