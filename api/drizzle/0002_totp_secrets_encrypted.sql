-- Staff TOTP secrets are stored encrypted (AES-256-GCM, api/src/lib/secret-box.ts): longer than the base32 seed.
ALTER TABLE "users" ALTER COLUMN "totp_secret" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "totp_pending_secret" SET DATA TYPE varchar(128);