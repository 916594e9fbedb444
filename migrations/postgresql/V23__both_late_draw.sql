-- RULINGS 9: both LOCM seats late on a turn they answer at once now draw. Contests made before keep the old judgement
-- (the first seat judged loses), so that their matches replay as they were played: their settings say so explicitly,
-- while new contests take the setting's default (true).
UPDATE contest SET settings_json = REGEXP_REPLACE(settings_json, '^\{', '{"bothLateDraw":false,')
 WHERE game IN ('locm12', 'locm15') AND settings_json LIKE '{"%';
