-- fest_refuse (migration 0018) stopped a seat's UPDATE sent in one message with its COMMIT. Since
-- docs/decisions/024 every statement is sent on its own and a refusal is an answer the code reads,
-- so nothing calls it.
DROP FUNCTION IF EXISTS fest_refuse(text);
