import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ReportParams } from "../../api/endpoints/reports";
import type { Rule } from "../../api/schemas/instance";
import { messages } from "./reportMessages";

export type Category = NonNullable<ReportParams["category"]>;

const CATEGORIES: readonly Category[] = ["spam", "legal", "violation", "other"];

export interface ReportReasonsProps {
  hasCategories: boolean;
  category: Category | null;
  onCategory: (category: Category) => void;
  /** The rules offered (none where the server takes none). */
  rules: readonly Rule[];
  ruleIds: readonly string[];
  onRule: (id: string) => void;
  problem: "category" | "rules" | null;
}

/** Why: the category (Mastodon 3.5+) and the instance's rules broken. */
export function ReportReasons({
  hasCategories,
  category,
  onCategory,
  rules,
  ruleIds,
  onRule,
  problem,
}: ReportReasonsProps) {
  const intl = useIntl();
  return (
    <>
      {hasCategories && (
        <fieldset>
          <legend>
            <FormattedMessage {...messages.category} />
          </legend>
          {CATEGORIES.map((value) => (
            <Choice key={value}>
              <input
                type="radio"
                name="category"
                value={value}
                checked={category === value}
                onChange={() => onCategory(value)}
              />
              {intl.formatMessage(messages.categoryName, { category: value })}
            </Choice>
          ))}
          {problem === "category" && (
            <Problem role="alert">
              {intl.formatMessage(messages.chooseCategory)}
            </Problem>
          )}
        </fieldset>
      )}
      {rules.length > 0 && (
        <fieldset>
          <legend>
            <FormattedMessage {...messages.rules} />
          </legend>
          {rules.map((rule) => (
            <Choice key={rule.id}>
              <input
                type="checkbox"
                checked={ruleIds.includes(rule.id)}
                onChange={() => onRule(rule.id)}
              />
              <span>
                {rule.text}
                {rule.hint && <Hint>{rule.hint}</Hint>}
              </span>
            </Choice>
          ))}
          {problem === "rules" && (
            <Problem role="alert">
              {intl.formatMessage(messages.chooseRule)}
            </Problem>
          )}
        </fieldset>
      )}
    </>
  );
}

/** A radio button or checkbox before its words. */
export const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  input {
    margin-block-start: 0.3em;
  }
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
