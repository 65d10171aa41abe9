ALTER TABLE "file_deletions" DROP CONSTRAINT "file_deletions_account_id_accounts_id_fk";
