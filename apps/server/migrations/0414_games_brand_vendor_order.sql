-- Back office (issue 15): a brand's own vendor order in its menus and its own hot flag; NULL keeps the catalogue's.
ALTER TABLE brand_game_vendors ADD COLUMN sort integer CHECK (sort BETWEEN -100000 AND 100000);
ALTER TABLE brand_game_vendors ADD COLUMN is_hot boolean;
