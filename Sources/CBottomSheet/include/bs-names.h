/* The names both halves of BsBottomSheet write, each spelled once: the signals
 * the C half registers and the Swift API connects to, and the CSS node and
 * class names the C classes set and the Swift stylesheet selects. Not
 * installed (apps write the names they read in the reference). The table in
 * docs/architecture.md, "Names both halves write", lists them;
 * CrossingsTableTests keeps the two the same and fails on one of these names
 * written as a literal anywhere else in the library. */
#ifndef BS_NAMES_H
#define BS_NAMES_H

/* The signals of BsBottomSheet. */
#define BS_SIGNAL_NAME_DETENT_CHANGED "detent-changed"
#define BS_SIGNAL_NAME_RELEASED "released"
#define BS_SIGNAL_NAME_CLOSE_ATTEMPT "close-attempt"
#define BS_SIGNAL_NAME_CLOSED "closed"
#define BS_SIGNAL_NAME_PUSHED "pushed"
#define BS_SIGNAL_NAME_POPPED "popped"

/* The CSS nodes: the host and its parts. */
#define BS_CSS_NODE_BOTTOM_SHEET "bs-bottom-sheet"
#define BS_CSS_NODE_SHEET "bs-sheet"
#define BS_CSS_NODE_SHEET_PAGE "bs-sheet-page"
#define BS_CSS_NODE_DRAG_HANDLE "bs-drag-handle"
#define BS_CSS_NODE_SCRIM "bs-scrim"
#define BS_CSS_NODE_BOTTOM_BAR "bs-bottom-bar"

/* The style classes the sheet sets on its parts: the sheet and the bottom bar
 * shown as a side panel, and a pushed page's header. */
#define BS_CSS_CLASS_SIDE "side"
#define BS_CSS_CLASS_PAGE_HEADER "page-header"

#endif
