import { sql, type Kysely } from 'kysely';

/**
 * The editor shows one message per category and language (docs/requirements/category-messages.md#one-message-per-language reads it by category,
 * type and language), so a category holds at most one current message in each language: two
 * editors saving at once cannot leave two messages that both go out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index category_message_current_language_key on category_message
    (category_type, coalesce(rule_based_category_id, custom_user_category_id), language)
    where superseded_at is null`.execute(db);
}
