ALTER TABLE "studio_public_pages" DROP CONSTRAINT "studio_public_pages_studio_id_studios_id_fk";
