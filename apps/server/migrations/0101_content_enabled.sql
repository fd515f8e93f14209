-- Back office (issue 15): banners and notices can be switched off without deleting them or their window.
ALTER TABLE content_banners ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE content_notices ADD COLUMN enabled boolean NOT NULL DEFAULT true;
