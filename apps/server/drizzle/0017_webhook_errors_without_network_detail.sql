-- Issue #29 item 3: a delivery's last error, which workspace owners read, says only "could not connect",
-- "timed out" or "answered N" (OUTBOUND_MESSAGES). Errors stored before carried the network error
-- (ECONNREFUSED, EHOSTUNREACH, TLS alerts: a port scanner's oracle) or the start of the receiver's answer;
-- they are rewritten to the same three texts. "Not sent: …" (a refused target, our own fault) stays.
-- The texts are spelt out here as they were when this ran: a migration must not change with the code.
UPDATE "webhook_deliveries"
SET "last_error" = CASE
  WHEN "last_status_code" IS NOT NULL THEN 'answered ' || "last_status_code"
  WHEN "last_error" LIKE 'No answer within %' THEN 'timed out'
  ELSE 'could not connect'
END
WHERE "last_error" IS NOT NULL AND "last_error" NOT LIKE 'Not sent:%';
