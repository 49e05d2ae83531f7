-- Rows a company had under the schema of migration 0007_integrations (the company without its
-- plain-text token, which became a hashed API key), the same rows as 0000_init.sql otherwise.
INSERT INTO companies (id, name) VALUES (41, 'Upgrade Mugs LLC');
INSERT INTO users (id, company_id, username, first_name, last_name, email, password_hash, email_verified)
  VALUES (41, 41, 'upgrader', 'Ada', 'Upgrade', 'ada@upgrade.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', true);
INSERT INTO logins (company_id, user_id, family_id, ip, user_agent) VALUES (41, 41, 'fam-41', '127.0.0.1', 'test');
INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
  VALUES ('hash-41', 'fam-41', 41, now() + interval '30 days');
INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at)
  VALUES (41, 'verify_email', 'vhash-41', now() + interval '1 day');
INSERT INTO settings (key, value) VALUES ('upgrade_marker', 'release-1');
INSERT INTO outbox ("to", subject, text, html, links)
  VALUES ('ada@upgrade.example', 'Welcome', 'Hello', '<p>Hello</p>', '["http://localhost/x"]');
INSERT INTO error_reports (message, email, component, user_id, url, user_agent)
  VALUES ('boom', 'ada@upgrade.example', 'Builder', 41, '/product/mockup/x', 'test');
INSERT INTO jobs (type, payload, status) VALUES ('mail', '{"to":"ada@upgrade.example"}', 'done');
INSERT INTO jobs (type, payload) VALUES ('mockup.render', '{"renderId":"r-41"}');
INSERT INTO artwork_files (id, company_id, name, file_name, storage_key, thumbnail_key, content_type, bytes, width, height, sha256)
  VALUES (41, 41, 'Logo', 'logo.png', 'art/abc', 'thumb/abc', 'image/png', 1234, 2700, 1050, 'deadbeef');
INSERT INTO mockup_cache (cache_key, previews, print_file)
  VALUES ('ck-41', '[{"angle":0,"key":"m/0.png"}]', '{"key":"m/print.png"}');
INSERT INTO mockup_renders (id, company_id, sku, cache_key, status, progress, input)
  VALUES ('r-41', 41, 'MUG-11-WHITE', 'ck-41', 'queued', 0, '{"layers":[]}');
INSERT INTO product_templates (id, company_id, name, sku, layers, status)
  VALUES (41, 41, 'Upgrade mug', 'MUG-11-WHITE', '[{"type":"text","text":"Hi"}]', 'saved');
