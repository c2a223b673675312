-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(120) NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sub_categories" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(120) NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "category_id" INTEGER NOT NULL,

    CONSTRAINT "sub_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sexes" (
    "id" SERIAL NOT NULL,
    "type" VARCHAR(40) NOT NULL,

    CONSTRAINT "sexes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collections" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(120) NOT NULL,
    "image" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "colors" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(60) NOT NULL,
    "code_hexadecimal" VARCHAR(7) NOT NULL,

    CONSTRAINT "colors_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "colors_code_hexadecimal_check" CHECK ("code_hexadecimal" ~ '^#[0-9A-Fa-f]{6}$')
);

-- CreateTable
CREATE TABLE "sizes" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(40) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sizes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
-- prix_final is the price shoppers pay (prix minus promo percent, rounded half up to the millime),
-- the same rule as promoPriceMillimes in packages/contracts; a test keeps the two in agreement.
CREATE TABLE "articles" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(160) NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "prix" DECIMAL(10,3) NOT NULL,
    "promo" INTEGER NOT NULL DEFAULT 0,
    "prix_final" DECIMAL(10,3) NOT NULL GENERATED ALWAYS AS (round("prix" * (100 - "promo") / 100, 3)) STORED,
    "image" TEXT NOT NULL DEFAULT '',
    "sub_category_id" INTEGER NOT NULL,
    "sex_id" INTEGER,
    "collection_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "articles_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "articles_prix_check" CHECK ("prix" >= 0),
    CONSTRAINT "articles_promo_check" CHECK ("promo" BETWEEN 0 AND 100)
);

-- CreateTable
CREATE TABLE "article_images" (
    "id" SERIAL NOT NULL,
    "article_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "article_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_details" (
    "id" SERIAL NOT NULL,
    "article_id" INTEGER NOT NULL,
    "size_id" INTEGER,
    "color_id" INTEGER,
    "stock" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "article_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" SERIAL NOT NULL,
    "nomevent" VARCHAR(160) NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "img" TEXT NOT NULL DEFAULT '',
    "link" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gestion_site_web" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(160) NOT NULL,
    "url" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "gestion_site_web_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clients" (
    "id" SERIAL NOT NULL,
    "code_client" VARCHAR(20) NOT NULL,
    "nom" VARCHAR(80) NOT NULL DEFAULT '',
    "prenom" VARCHAR(80) NOT NULL DEFAULT '',
    "region" VARCHAR(80) NOT NULL DEFAULT '',
    "adresse" VARCHAR(200) NOT NULL DEFAULT '',
    "numero_telephone" VARCHAR(8) NOT NULL,
    "code_postal" VARCHAR(4),
    "adresse_mail" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "clients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commandes" (
    "id" SERIAL NOT NULL,
    "reference" VARCHAR(20) NOT NULL,
    "client_id" INTEGER NOT NULL,
    "promo_id" INTEGER,
    "code_promo" VARCHAR(40),
    "reduction" INTEGER NOT NULL DEFAULT 0,
    "sous_total" DECIMAL(10,3) NOT NULL,
    "remise" DECIMAL(10,3) NOT NULL DEFAULT 0,
    "shipping_charge" DECIMAL(10,3) NOT NULL,
    "total" DECIMAL(10,3) NOT NULL,
    "date_commande" DATE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "etat" VARCHAR(40) NOT NULL DEFAULT 'en cours',
    "idempotency_key" VARCHAR(100),
    "request_hash" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commandes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "commandes_total_check" CHECK ("total" >= 0)
);

-- CreateTable
CREATE TABLE "commande_items" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "article_id" INTEGER NOT NULL,
    "article_detail_id" INTEGER,
    "nom" VARCHAR(160) NOT NULL,
    "quantite" INTEGER NOT NULL,
    "prix_unitaire" DECIMAL(10,3) NOT NULL,
    "total" DECIMAL(10,3) NOT NULL,

    CONSTRAINT "commande_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "commande_items_quantite_check" CHECK ("quantite" >= 1)
);

-- CreateTable
CREATE TABLE "promos" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "reduction" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "starts_at" TIMESTAMPTZ(3),
    "ends_at" TIMESTAMPTZ(3),
    "usage_limit" INTEGER,
    "usage_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promos_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "promos_reduction_check" CHECK ("reduction" BETWEEN 1 AND 100),
    CONSTRAINT "promos_usage_check" CHECK ("usage_limit" IS NULL OR "usage_count" <= "usage_limit")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "nom" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "sujet" VARCHAR(200) NOT NULL,
    "message" TEXT NOT NULL,
    "mail_sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "welcome_sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ArticleColors" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_ArticleColors_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "categories_nom_key" ON "categories"("nom");
CREATE UNIQUE INDEX "sub_categories_category_id_nom_key" ON "sub_categories"("category_id", "nom");
CREATE UNIQUE INDEX "sexes_type_key" ON "sexes"("type");
CREATE UNIQUE INDEX "collections_nom_key" ON "collections"("nom");
CREATE UNIQUE INDEX "colors_nom_key" ON "colors"("nom");
CREATE UNIQUE INDEX "sizes_nom_key" ON "sizes"("nom");
CREATE INDEX "articles_prix_final_id_idx" ON "articles"("prix_final", "id");
CREATE INDEX "articles_sub_category_id_prix_final_idx" ON "articles"("sub_category_id", "prix_final");
CREATE INDEX "articles_sex_id_prix_final_idx" ON "articles"("sex_id", "prix_final");
CREATE INDEX "articles_collection_id_prix_final_idx" ON "articles"("collection_id", "prix_final");
CREATE INDEX "articles_created_at_id_idx" ON "articles"("created_at" DESC, "id");
CREATE INDEX "article_images_article_id_position_idx" ON "article_images"("article_id", "position");
CREATE INDEX "article_details_article_id_idx" ON "article_details"("article_id");
CREATE INDEX "article_details_size_id_article_id_idx" ON "article_details"("size_id", "article_id");
CREATE INDEX "article_details_color_id_idx" ON "article_details"("color_id");
CREATE UNIQUE INDEX "gestion_site_web_position_key" ON "gestion_site_web"("position");
CREATE UNIQUE INDEX "clients_code_client_key" ON "clients"("code_client");
CREATE UNIQUE INDEX "clients_numero_telephone_key" ON "clients"("numero_telephone");
CREATE UNIQUE INDEX "clients_adresse_mail_key" ON "clients"("adresse_mail");
CREATE UNIQUE INDEX "commandes_reference_key" ON "commandes"("reference");
CREATE UNIQUE INDEX "commandes_idempotency_key_key" ON "commandes"("idempotency_key");
CREATE INDEX "commandes_client_id_idx" ON "commandes"("client_id");
CREATE INDEX "commandes_created_at_idx" ON "commandes"("created_at");
CREATE INDEX "commande_items_order_id_idx" ON "commande_items"("order_id");
CREATE INDEX "commande_items_article_id_idx" ON "commande_items"("article_id");
CREATE UNIQUE INDEX "promos_code_key" ON "promos"("code");
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");
CREATE INDEX "_ArticleColors_B_index" ON "_ArticleColors"("B");

-- AddForeignKey
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "articles" ADD CONSTRAINT "articles_sub_category_id_fkey" FOREIGN KEY ("sub_category_id") REFERENCES "sub_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "articles" ADD CONSTRAINT "articles_sex_id_fkey" FOREIGN KEY ("sex_id") REFERENCES "sexes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "articles" ADD CONSTRAINT "articles_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "article_details" ADD CONSTRAINT "article_details_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "article_details" ADD CONSTRAINT "article_details_size_id_fkey" FOREIGN KEY ("size_id") REFERENCES "sizes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "article_details" ADD CONSTRAINT "article_details_color_id_fkey" FOREIGN KEY ("color_id") REFERENCES "colors"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_promo_id_fkey" FOREIGN KEY ("promo_id") REFERENCES "promos"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "commande_items" ADD CONSTRAINT "commande_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "commandes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "commande_items" ADD CONSTRAINT "commande_items_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "commande_items" ADD CONSTRAINT "commande_items_article_detail_id_fkey" FOREIGN KEY ("article_detail_id") REFERENCES "article_details"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "_ArticleColors" ADD CONSTRAINT "_ArticleColors_A_fkey" FOREIGN KEY ("A") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "_ArticleColors" ADD CONSTRAINT "_ArticleColors_B_fkey" FOREIGN KEY ("B") REFERENCES "colors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
