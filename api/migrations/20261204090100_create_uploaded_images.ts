import type { Knex } from 'knex';

/**
 * Pictures admins upload for tickets. The bytes live in the database rather than on one server's
 * disk, so every API process behind the load balancer serves every picture (the processes keep no
 * state of their own). A picture is named by the SHA-256 of its bytes: the same file uploaded twice
 * is stored once, and its address never changes what it shows, so it is cached for good.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS uploaded_images (
      sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
      size integer NOT NULL CHECK (size > 0),
      bytes bytea NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS uploaded_images');
}
