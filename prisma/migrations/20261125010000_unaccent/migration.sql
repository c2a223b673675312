-- Collection names are searched without regard to accents (« medina » finds « Médina »): PostgreSQL's
-- own unaccent dictionary folds them, rather than a hand-written table of letters.
CREATE EXTENSION IF NOT EXISTS unaccent;
