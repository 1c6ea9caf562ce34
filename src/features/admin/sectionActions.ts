import { registerActionLabels } from "../../components/actionLabels";
import {
  accountsMessages,
  moderationMessages,
  securityMessages,
} from "./accountsMessages";
import { announcementsMessages } from "./announcementsMessages";
import { domainsMessages } from "./domainsMessages";
import { emailBlocksMessages } from "./emailBlocksMessages";
import { invitesMessages } from "./invitesMessages";
import { rulesMessages } from "./rulesMessages";
import { sectionMessages as s } from "./sectionMessages";

/**
 * The names the toasts give the sections' actions when the server refuses
 * them (app/failedActions.ts): each is the label of the button pressed.
 * Registered when a section's chunk loads, so the homepage does not carry
 * them.
 */
export function registerSectionActions(): void {
  const moderation = Object.fromEntries(
    Object.entries(moderationMessages).map(([action, label]) => [
      `adminAccounts/${action}`,
      label,
    ]),
  );
  registerActionLabels({
    ...moderation,
    "adminAccounts/approve": accountsMessages.approve,
    "adminAccounts/reject": s.reject,
    "adminAccounts/role": accountsMessages.role,
    "adminAccounts/tag": { id: "admin.accounts.tags", defaultMessage: "Tags" },
    "adminAccounts/suggest": {
      id: "admin.accounts.suggest",
      defaultMessage: "Suggest to follow",
    },
    "adminAccounts/unsuggest": {
      id: "admin.accounts.unsuggest",
      defaultMessage: "Stop suggesting",
    },
    "adminAccounts/resetPassword": securityMessages.resetPassword,
    "adminAccounts/disableMfa": securityMessages.disableMfa,
    "adminFederation/block": s.block,
    "adminFederation/updateBlock": s.save,
    "adminFederation/unblock": s.unblock,
    "adminFederation/allow": domainsMessages.allow,
    "adminFederation/disallow": s.remove,
    "adminBlocks/blockIp": s.block,
    "adminBlocks/unblockIp": s.unblock,
    "adminBlocks/blockEmailDomain": s.block,
    "adminBlocks/unblockEmailDomain": s.unblock,
    "adminBlocks/blockEmail": s.block,
    "adminBlocks/unblockEmail": s.unblock,
    "adminBlocks/testEmail": emailBlocksMessages.test,
    "adminRules/create": s.add,
    "adminRules/update": s.save,
    "adminRules/delete": s.delete,
    "adminRules/moveUp": rulesMessages.up,
    "adminRules/moveDown": rulesMessages.down,
    "adminRelays/follow": s.follow,
    "adminRelays/unfollow": s.unfollow,
    "adminInvites/create": invitesMessages.create,
    "adminInvites/revoke": invitesMessages.revoke,
    "adminInvites/email": invitesMessages.send,
    "adminAnnouncements/create": announcementsMessages.publishNow,
    "adminAnnouncements/update": s.save,
    "adminAnnouncements/delete": s.delete,
    "adminConfig/save": s.save,
    "adminGroups/suspend": s.suspend,
    "adminGroups/unsuspend": moderationMessages.unsuspend,
    "adminGroups/delete": s.delete,
  });
}
