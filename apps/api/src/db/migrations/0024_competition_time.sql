-- When the competition starts on its day (GET /api/festival/ competition_time): the Tehran clock 'HH:MM', '' when unset.
ALTER TABLE "festival" ADD COLUMN "competition_time" text DEFAULT '' NOT NULL;
