import { useIntl } from "react-intl";
import { selectAdminRules } from "../../store/admin/rules/slice";
import { createRule, fetchRules } from "../../store/admin/rules/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { RuleForm } from "./RuleForm";
import { RuleRow } from "./RuleRow";
import { rulesMessages as m } from "./rulesMessages";
import { registerSectionActions } from "./sectionActions";
import { Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { SectionPart, SectionScreen } from "./SectionScreen";

registerSectionActions();

/** `/admin/rules`: the server's rules, written, explained and ordered. */
export function AdminRulesScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchRules, undefined);
  const { rules } = useAppSelector(selectAdminRules);
  // Pleroma's rules have an explanation and an order; GoToSocial's are text.
  const ordered = useAppSelector((s) =>
    selectSupports(s, "adminRulesPriority"),
  );
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.rules)}
      refusal={{ section: "adminRules", what: m.forbidden }}
    >
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={rules.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.rules)}>
          {rules.ids.map((id, index) => (
            <RuleRow
              key={id}
              id={id}
              index={index}
              count={rules.ids.length}
              withHint={ordered}
              movable={ordered}
            />
          ))}
        </Rows>
      </SectionLoad>
      <SectionPart>
        <RuleForm
          withHint={ordered}
          onSubmit={(params) => {
            const last = rules.ids.length;
            void dispatch(
              createRule({
                params: ordered ? { ...params, priority: last + 1 } : params,
              }),
            );
          }}
        />
      </SectionPart>
    </SectionScreen>
  );
}
