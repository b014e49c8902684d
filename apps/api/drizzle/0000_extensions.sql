-- Trigram search on product names (accent-insensitive via the search_text column).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
