import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { REPO_ROOT } from '../paths.js';

// The migrations are written by hand (Prisma's schema engine cannot run here): this proves that the
// database they build has every model, column, nullability, unique key and relation of schema.prisma.

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'object' | 'enum';
  isRequired: boolean;
  isList: boolean;
  isUnique: boolean;
  relationName?: string;
  relationFromFields?: string[];
  relationToFields?: string[];
  type: string;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  uniqueFields: string[][];
}

interface DmmfEnum {
  name: string;
  dbName?: string | null;
  values: Array<{ name: string; dbName?: string | null }>;
}

const schema = await readFile(path.join(REPO_ROOT, 'prisma/schema.prisma'), 'utf8');
const datamodel = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: schema }))).datamodel;
const models: DmmfModel[] = datamodel.models;
const enums: DmmfEnum[] = datamodel.enums;
const tableOf = (model: DmmfModel) => model.dbName ?? model.name;
const modelByName = new Map(models.map((model) => [model.name, model]));

const { url } = await useTestDatabase('empty');
const client = new pg.Client({ connectionString: url });
await client.connect();
const columns = (
  await client.query<{
    table_name: string;
    column_name: string;
    is_nullable: 'YES' | 'NO';
    udt_name: string;
  }>(
    "SELECT table_name, column_name, is_nullable, udt_name FROM information_schema.columns WHERE table_schema = 'public'",
  )
).rows;
const enumValues = (
  await client.query<{ type_name: string; values: string[] }>(`
    SELECT t.typname AS type_name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' GROUP BY t.typname`)
).rows;
const foreignKeys = (
  await client.query<{
    table_name: string;
    columns: string[];
    referenced_table: string;
    referenced_columns: string[];
  }>(`
    SELECT c.conrelid::regclass::text AS table_name, c.confrelid::regclass::text AS referenced_table,
           array(SELECT attname FROM pg_attribute WHERE attrelid = c.conrelid AND attnum = ANY (c.conkey))::text[] AS columns,
           array(SELECT attname FROM pg_attribute WHERE attrelid = c.confrelid AND attnum = ANY (c.confkey))::text[] AS referenced_columns
    FROM pg_constraint c WHERE c.contype = 'f'`)
).rows;
const uniqueKeys = (
  await client.query<{ table_name: string; columns: string[] }>(`
    SELECT i.indrelid::regclass::text AS table_name,
           array(SELECT attname FROM pg_attribute WHERE attrelid = i.indrelid AND attnum = ANY (i.indkey) ORDER BY attnum)::text[] AS columns
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE i.indisunique AND n.nspname = 'public'`)
).rows;
await client.end();

const unquote = (name: string) => name.replace(/^"|"$/g, '');
const sorted = (list: string[]) => [...list].sort();

describe('the migrated database matches schema.prisma', () => {
  it('has a table for every model and no table the schema does not know', () => {
    const implicitJoinTables = new Set(
      models.flatMap((model) =>
        model.fields
          .filter(
            (f) =>
              f.kind === 'object' &&
              f.isList &&
              modelByName.get(f.type)?.fields.some((g) => g.relationName === f.relationName && g.isList),
          )
          .map((f) => `_${f.relationName}`),
      ),
    );
    const tables = new Set(columns.map((column) => column.table_name));
    expect(sorted([...tables])).toEqual(
      sorted([...models.map(tableOf), ...implicitJoinTables, '_prisma_migrations']),
    );
  });

  it.each(models.map((model) => [model.name, model] as const))(
    '%s has every column with its nullability',
    (_name, model) => {
      const actual = columns
        .filter((column) => column.table_name === tableOf(model))
        .map((column) => `${column.column_name} ${column.is_nullable === 'NO' ? 'required' : 'optional'}`);
      const expected = model.fields
        .filter((field) => field.kind !== 'object')
        .map((field) => `${field.dbName ?? field.name} ${field.isRequired ? 'required' : 'optional'}`);
      expect(sorted(actual)).toEqual(sorted(expected));
    },
  );

  it.each(models.map((model) => [model.name, model] as const))(
    '%s has its relations as foreign keys',
    (_name, model) => {
      for (const field of model.fields.filter((f) => f.kind === 'object' && f.relationFromFields?.length)) {
        const target = modelByName.get(field.type)!;
        const columnOf = (owner: DmmfModel, name: string) =>
          owner.fields.find((f) => f.name === name)?.dbName ?? name;
        expect(
          foreignKeys.map((fk) => ({
            ...fk,
            table_name: unquote(fk.table_name),
            referenced_table: unquote(fk.referenced_table),
          })),
        ).toContainEqual({
          table_name: tableOf(model),
          columns: field.relationFromFields?.map((name) => columnOf(model, name)),
          referenced_table: tableOf(target),
          referenced_columns: field.relationToFields?.map((name) => columnOf(target, name)),
        });
      }
    },
  );

  it.each(models.map((model) => [model.name, model] as const))('%s has its unique keys', (_name, model) => {
    const expected = [
      ...model.fields.filter((field) => field.isUnique).map((field) => [field.dbName ?? field.name]),
      ...model.uniqueFields,
    ];
    const actual = uniqueKeys
      .filter((key) => unquote(key.table_name) === tableOf(model))
      .map((key) => sorted(key.columns).join(','));
    for (const key of expected) expect(actual).toContain(sorted(key).join(','));
  });
});

describe('the migrated database has the enums of schema.prisma', () => {
  it('has every enum with its values, in order, and no other', () => {
    expect(Object.fromEntries(enumValues.map((row) => [row.type_name, row.values]))).toEqual(
      Object.fromEntries(
        enums.map((e) => [e.dbName ?? e.name, e.values.map((value) => value.dbName ?? value.name)]),
      ),
    );
  });

  it.each(models.map((model) => [model.name, model] as const))(
    '%s stores its enum fields as the enum',
    (_name, model) => {
      for (const field of model.fields.filter((f) => f.kind === 'enum')) {
        const type = enums.find((e) => e.name === field.type)!;
        const column = columns.find(
          (c) => c.table_name === tableOf(model) && c.column_name === (field.dbName ?? field.name),
        );
        expect(column?.udt_name).toBe(type.dbName ?? type.name);
      }
    },
  );
});
