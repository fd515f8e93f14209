-- One format for a member's dialing code: "+63". Numbers bound in the security centre were stored
-- without the "+" ("63"), while sign-in by SMS, registration and reset by phone look numbers up as
-- "+63", so a bound number could not be used to sign in and could slip past the unique index.
UPDATE members m SET country_dialing_code = '+' || m.country_dialing_code
 WHERE m.country_dialing_code IS NOT NULL AND m.country_dialing_code NOT LIKE '+%'
   AND NOT EXISTS (
     SELECT 1 FROM members o
      WHERE o.brand_id = m.brand_id AND o.mobile_num = m.mobile_num
        AND o.country_dialing_code = '+' || m.country_dialing_code);
-- A number that another account of the brand already holds in the "+" form is unbound here (the other
-- account registered or bound it with the right format first).
UPDATE members SET country_dialing_code = NULL, mobile_num = NULL
 WHERE country_dialing_code IS NOT NULL AND country_dialing_code NOT LIKE '+%';
ALTER TABLE members ADD CONSTRAINT members_dialing_code_format
  CHECK (country_dialing_code IS NULL OR country_dialing_code ~ '^\+[0-9]{1,4}$');
