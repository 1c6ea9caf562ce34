import { useIntl } from "react-intl";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Tabs, type TabItem } from "../../components/Tabs";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";

export type SafetyTab = "mutes" | "blocks" | "domainBlocks";

/** "Muted and blocked": the title and the tabs of the viewer's mutes, blocks and blocked domains. */
export function SafetyHeader({ active }: { active: SafetyTab }) {
  const intl = useIntl();
  const hasDomainBlocks = useAppSelector((state) =>
    selectSupports(state, "domainBlocks"),
  );
  const title = intl.formatMessage({
    id: "people.safety.title",
    defaultMessage: "Muted and blocked",
  });
  useDocumentTitle(title);
  const items: TabItem[] = [
    {
      id: "mutes",
      to: paths.mutes(),
      label: intl.formatMessage({
        id: "account.hoverCard.muted",
        defaultMessage: "Muted",
      }),
    },
    {
      id: "blocks",
      to: paths.blocks(),
      label: intl.formatMessage({
        id: "account.hoverCard.blocked",
        defaultMessage: "Blocked",
      }),
    },
  ];
  if (hasDomainBlocks) {
    items.push({
      id: "domainBlocks",
      to: paths.domainBlocks(),
      label: intl.formatMessage({
        id: "people.domainBlocks.tab",
        defaultMessage: "Blocked domains",
      }),
    });
  }
  return (
    <>
      <ColumnHeader title={title} />
      <Tabs items={items} activeId={active} label={title} />
    </>
  );
}
