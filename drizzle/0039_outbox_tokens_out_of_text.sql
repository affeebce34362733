-- Messages queued before secret slots existed carry their live links in their text. A message not
-- yet sent keeps its token apart (in secrets, as new messages do) so it still goes out working;
-- every message's text, HTML and headers then hold the slot, so the e-mail log shows no live link.
-- Unsubscribe links need no stored value: the worker signs them at send time.
UPDATE outbox_messages
SET secrets = jsonb_build_object('token', substring(text from '(?:reset-password\?token=|/invite/|/trial/confirm/)([A-Za-z0-9_-]{16,})'))
WHERE status IN ('queued', 'sending', 'failed', 'unsent') AND secrets IS NULL
  AND text ~ '(reset-password\?token=|/invite/|/trial/confirm/)[A-Za-z0-9_-]{16,}' AND text !~ '__secret_';
--> statement-breakpoint
UPDATE outbox_messages
SET text = regexp_replace(
      regexp_replace(text, '(reset-password\?token=|/invite/|/trial/confirm/)[A-Za-z0-9_-]{16,}', '\1__secret_token__', 'g'),
      '(unsubscribe\?token=)[A-Za-z0-9_.-]{16,}', '\1__secret_unsubscribe__', 'g'),
    html = regexp_replace(
      regexp_replace(html, '(reset-password\?token=|/invite/|/trial/confirm/)[A-Za-z0-9_-]{16,}', '\1__secret_token__', 'g'),
      '(unsubscribe\?token=)[A-Za-z0-9_.-]{16,}', '\1__secret_unsubscribe__', 'g'),
    headers = regexp_replace(headers::text, '(unsubscribe\?token=)[A-Za-z0-9_.-]{16,}', '\1__secret_unsubscribe__', 'g')::jsonb
WHERE text !~ '__secret_'
  AND (text ~ '(reset-password\?token=|/invite/|/trial/confirm/|unsubscribe\?token=)[A-Za-z0-9_.-]{16,}'
    OR html ~ '(reset-password\?token=|/invite/|/trial/confirm/|unsubscribe\?token=)[A-Za-z0-9_.-]{16,}'
    OR headers::text ~ 'unsubscribe\?token=');
