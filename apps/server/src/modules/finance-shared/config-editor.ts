import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';

/** A config row: the columns an operator writes, its id and when it was created. */
export type ConfigRow<Columns> = { id: string; created_at: Date } & Columns;

/** A config table's reads and writes (each module's config-repo.ts). */
export type ConfigRepo<Columns> = {
  listConfigs(db: Db, onlyActive: boolean): Promise<ConfigRow<Columns>[]>;
  findConfig(db: Db, id: string): Promise<ConfigRow<Columns> | undefined>;
  /** False when the id is taken. */
  insertConfig(db: Db, row: ConfigRow<Columns>): Promise<boolean>;
  updateConfig(db: Db, id: string, values: Columns): Promise<ConfigRow<Columns> | undefined>;
};

export type ConfigEditorSpec<Columns, Input, Config> = {
  /** Audit actions `<kind>.config_create` and `<kind>.config_update`, on a `<kind>_config`. */
  kind: 'recharge' | 'withdrawal';
  /** Announced on the bus after every change, so open forms show the new config at once. */
  topic: string;
  repo: ConfigRepo<Columns>;
  /** The columns an input writes; throws VALIDATION_FAILED for one that does not make sense. */
  columnsOf(input: Input, at: Date): Columns;
  toConfig(row: ConfigRow<Columns>): Config;
};

/**
 * Operators list, create and replace the configs of deposits and of withdrawals alike: the input is checked
 * before any transaction, each change is audited with what it was and what it became in the change's own
 * transaction, and announced once committed.
 */
export function createConfigEditor<Columns, Input extends { id: string }, Config>(
  { db, clock, bus }: Pick<AppContext, 'db' | 'clock' | 'bus'>,
  spec: ConfigEditorSpec<Columns, Input, Config>,
) {
  const { kind, repo, toConfig } = spec;
  const announced = async (config: Config): Promise<Config> => {
    await bus.publish(spec.topic, { at: clock.now() });
    return config;
  };
  return {
    async list(): Promise<Config[]> {
      return (await repo.listConfigs(db, false)).map(toConfig);
    },

    async create(input: Input, actor: AuditActor): Promise<Config> {
      const at = dateOf(clock);
      const row: ConfigRow<Columns> = { id: input.id, created_at: at, ...spec.columnsOf(input, at) };
      const created = await db.transaction().execute(async (trx) => {
        if (!(await repo.insertConfig(trx, row))) throw new AppError('CONFLICT');
        const config = toConfig(row);
        await appendAudit(trx, {
          actor,
          at,
          action: `${kind}.config_create`,
          targetType: `${kind}_config`,
          targetId: row.id,
          after: config,
        });
        return config;
      });
      return announced(created);
    },

    async update(id: string, input: Input, actor: AuditActor): Promise<Config> {
      const at = dateOf(clock);
      const columns = spec.columnsOf(input, at);
      const updated = await db.transaction().execute(async (trx) => {
        const before = await repo.findConfig(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await repo.updateConfig(trx, id, columns);
        if (!after) throw new AppError('NOT_FOUND');
        const config = toConfig(after);
        await appendAudit(trx, {
          actor,
          at,
          action: `${kind}.config_update`,
          targetType: `${kind}_config`,
          targetId: id,
          before: toConfig(before),
          after: config,
        });
        return config;
      });
      return announced(updated);
    },
  };
}
