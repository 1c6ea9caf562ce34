import * as z from "zod/mini";
import {
  coerceString,
  countSchema,
  countValue,
  dateTime,
  filteredArray,
  optionalText,
  orNull,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * Mastodon's dashboard metrics (3.5): measures over time, dimensions
 * (breakdowns) and retention cohorts. Numbers arrive as strings.
 */

const measurePointSchema = object({ date: dateTime, value: countSchema });

/** A quantity over a time window (`Admin::Measure`), e.g. `new_users`. */
export const adminMeasureSchema = object({
  key: text,
  unit: optionalText,
  total: countSchema,
  human_value: optionalText,
  previous_total: orNull(countValue),
  data: filteredArray(measurePointSchema),
});

export type AdminMeasure = z.infer<typeof adminMeasureSchema>;

/** One slice of a breakdown; values may be counts or versions ("3.5.3"). */
const dimensionItemSchema = object({
  key: text,
  human_key: text,
  value: withFallback(coerceString, ""),
  unit: optionalText,
  human_value: optionalText,
});

/** A breakdown (`Admin::Dimension`), e.g. `languages` or `software_versions`. */
export const adminDimensionSchema = object({
  key: text,
  data: filteredArray(dimensionItemSchema),
});

export type AdminDimension = z.infer<typeof adminDimensionSchema>;

const cohortPointSchema = object({
  date: dateTime,
  rate: withFallback(z.number().check(z.gte(0)), 0),
  value: countSchema,
});

/** Members who signed up in one period and were still active later (`Admin::Cohort`). */
export const adminCohortSchema = object({
  period: dateTime,
  frequency: withFallback(z.enum(["day", "month"]), "day"),
  data: filteredArray(cohortPointSchema),
});

export type AdminCohort = z.infer<typeof adminCohortSchema>;
