/**
 * Every lazy slice (see rootReducer.ts, LazyLoadedSlices), for a replay: the
 * member's tab injected each as its screen's code loaded, and its log has a
 * `store/lazySliceLoaded` action there; a replay has all their code from the
 * start and keeps each slice out of its state until that action (or its
 * start state) brings it in. A new lazy slice is listed here
 * (__tests__/store/debug/lazySlices.test.ts checks).
 */
import "../accountData/slice";
import "../accountLists/slice";
import "../admin/accounts/slice";
import "../admin/announcements/slice";
import "../admin/blocks/slice";
import "../admin/config/slice";
import "../admin/counts/slice";
import "../admin/dashboard/slice";
import "../admin/federation/slice";
import "../admin/groups/slice";
import "../admin/invites/slice";
import "../admin/log/slice";
import "../admin/refusals/slice";
import "../admin/relays/slice";
import "../admin/reports/slice";
import "../admin/rules/slice";
import "../announcements/slice";
import "../antennas/slice";
import "../bookmarks/slice";
import "../calendar/slice";
import "../chats/slice";
import "../circles/slice";
import "../compose/slice";
import "../conversations/slice";
import "../directory/slice";
import "../discovery/slice";
import "../domainBlocks/slice";
import "../drive/slice";
import "../hashtags/slice";
import "../interactionPolicies/slice";
import "../interactionRequests/slice";
import "../lists/slice";
import "../notifications/slice";
import "../paidSubscriptions/slice";
import "../rssFeeds/slice";
import "../scheduled/slice";
import "../scrobbles/slice";
import "../security/slice";
import "../shoutbox/slice";
import "../stories/slice";
import "../topics/slice";
