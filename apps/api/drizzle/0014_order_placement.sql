-- An order is placed in one statement (stock, coupon, order, history, jobs): a check that fails
-- raises, so the statement, and everything it changed, is undone as one.
CREATE FUNCTION "refuse_unless"("ok" boolean, "reason" text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	IF NOT "ok" THEN
		RAISE EXCEPTION USING ERRCODE = 'SH001', MESSAGE = "reason";
	END IF;
	RETURN true;
END
$$;
