-- Finding a resident fast (DESIGN.md performance budget): one search box takes a name fragment, a
-- full ID number or its last 4-8 characters, a phone (whole or its last 4-8 digits) or an archive
-- number (档案编号, 17 digits; 个人编号, 18). Each kind of input is answered from an index, never
-- by reading every resident's JSON.
--
-- A tail is searched as the prefix of the reversed tail: '1234' is the last four of an ID number
-- when the reversed last eight start with '4321', a range on the index. SQLite has no reverse(),
-- so the reversed last eight characters are spelled out with substr.
ALTER TABLE resource_records ADD COLUMN id_tail_rev TEXT
  GENERATED ALWAYS AS (substr(id_card_no, -1, 1) || substr(id_card_no, -2, 1) || substr(id_card_no, -3, 1) || substr(id_card_no, -4, 1) || substr(id_card_no, -5, 1) || substr(id_card_no, -6, 1) || substr(id_card_no, -7, 1) || substr(id_card_no, -8, 1)) VIRTUAL;
ALTER TABLE resource_records ADD COLUMN phone TEXT
  GENERATED ALWAYS AS (json_extract(data, '$.phone')) VIRTUAL;
ALTER TABLE resource_records ADD COLUMN phone_tail_rev TEXT
  GENERATED ALWAYS AS (substr(json_extract(data, '$.phone'), -1, 1) || substr(json_extract(data, '$.phone'), -2, 1) || substr(json_extract(data, '$.phone'), -3, 1) || substr(json_extract(data, '$.phone'), -4, 1) || substr(json_extract(data, '$.phone'), -5, 1) || substr(json_extract(data, '$.phone'), -6, 1) || substr(json_extract(data, '$.phone'), -7, 1) || substr(json_extract(data, '$.phone'), -8, 1)) VIRTUAL;
ALTER TABLE resource_records ADD COLUMN file_num TEXT
  GENERATED ALWAYS AS (json_extract(data, '$.fileNum')) VIRTUAL;
CREATE INDEX resource_records_id_tail ON resource_records (family, id_tail_rev);
CREATE INDEX resource_records_phone ON resource_records (family, phone);
CREATE INDEX resource_records_phone_tail ON resource_records (family, phone_tail_rev);
CREATE INDEX resource_records_file_num ON resource_records (family, file_num);
