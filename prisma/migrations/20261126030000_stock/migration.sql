-- A variant's stock counts the pieces left: an order takes them with a guarded UPDATE (stock >= quantity),
-- and the database refuses any write, by the shop or by hand, that would leave fewer than none.
UPDATE "article_details" SET "stock" = 0 WHERE "stock" < 0;
ALTER TABLE "article_details" ADD CONSTRAINT "article_details_stock_not_negative" CHECK ("stock" >= 0);
