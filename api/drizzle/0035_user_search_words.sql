-- The words of a user's search text (`username || ' ' || email`, lower-cased): its runs of a-z and
-- 0-9, and '-', which no word is, so that search_word_query can match every user. COST 1 (a
-- function's default is 100): priced as a hundred operators on each row the index found, a search
-- by a word in one user is planned as if it read thousands, and handed to parallel workers.
CREATE FUNCTION "search_words"("text" text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1 AS $$
  SELECT array_to_tsvector(array_append(array_remove(regexp_split_to_array(lower("text"), '[^a-z0-9]+'), ''), '-'))
$$;
--> statement-breakpoint
-- What a search for `term` (lower-cased) needs of search_words: the text contains the term only
-- where each word of the term that follows a separator begins a word of the text, so its longest
-- such word as a prefix; '-' (every user) when it has none. A superset: the caller keeps the
-- search's own condition.
CREATE FUNCTION "search_word_query"("term" text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce((SELECT ("m"[1] || ':*')::tsquery
      FROM regexp_matches(lower("term"), '[^a-z0-9]([a-z0-9]+)', 'g') AS "m"
      ORDER BY length("m"[1]) DESC LIMIT 1),
    $q$'-'$q$::tsquery)
$$;
--> statement-breakpoint
CREATE INDEX "users_search_words_idx" ON "users" USING gin (search_words(("username" || ' ' || "email")));
