-- A sum of integers kept as an integer: the reports add up counts of units, orders and lines without a cost in it
-- (src/server/reports/sale-definitions.ts). In PGlite, which is 32-bit WebAssembly, a bigint is passed by
-- reference, so each step of a bigint sum allocates; an integer is passed by value. Out of range raises, as
-- integer arithmetic does: a count of one group in one year is far below 2,147,483,647.
CREATE AGGREGATE int_sum(integer) (SFUNC = int4pl, STYPE = integer, COMBINEFUNC = int4pl, PARALLEL = SAFE);
