/* The parts of a BsBottomSheet, each a GObject type so that it has a CSS node
 * name an app's stylesheet can address, an accessible role, and its keys and
 * actions. The Swift half makes them (g_object_new with these types), puts them
 * together, and lays out, moves and draws the sheet's inside
 * (InsidePlacement.swift, with SheetCore's SheetInside):
 *
 *   bs-bottom-sheet       the host (BsBottomSheet)
 *   ├── (content)         the app's content
 *   ├── bs-scrim          the scrim over the content: it dims it and takes the
 *   │                     clicks outside the sheet
 *   ├── bs-sheet          the panel: background, rounded top corners
 *       ├── bs-drag-handle  a real button, drawn as a pill
 *       ├── page-header   the back button and the page's title, while a page is pushed
 *       ├── (header)      the app's header: below the handle, never scrolls
 *       ├── bs-sheet-page the root page, in the body's place: holds the sheet's child,
 *       │   └── (child)   the app's widget in the sheet
 *       ├── bs-sheet-page each page pushed over it, in the body's place too
 *       │   └── (page)    the app's widget pushed
 *       └── (footer)      the app's footer, pinned to the sheet's visible bottom edge
 *   └── bs-bottom-bar     the button the closed sheet is, over the sheet's top edge
 *       └── (bottom bar)  the app's bottom bar
 */
#ifndef BS_SHEET_PARTS_H
#define BS_SHEET_PARTS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The panel: a dialog for screen readers, with the sheet's actions (each handed to
 * the host's action of the same name) and its keys: Alt+Up and Alt+Down move one
 * detent, Alt+Left (Alt+Right right to left), the Back key and the mouse's back
 * button go back a page. Its measure, size_allocate and snapshot are the Swift
 * half's. In a side panel it has the CSS class "side". */
#define BS_TYPE_SHEET (bs_sheet_get_type ())
G_DECLARE_FINAL_TYPE (BsSheet, bs_sheet, BS, SHEET, GtkWidget)

/* A page in the body's place: one child, which it gives all its space, and for
 * screen readers a group named by the page's title, as AdwNavigationPage is. A
 * screen reader says the name of a named group when focus moves into it from
 * outside (Orca: "Details panel"), which is how a push or a pop is heard: focus
 * moves from one page into the other, and the new page's title is said. The
 * sheet's child sits in one too (the root page), and each pushed page in its own. */
#define BS_TYPE_SHEET_PAGE (bs_sheet_page_get_type ())
G_DECLARE_FINAL_TYPE (BsSheetPage, bs_sheet_page, BS, SHEET_PAGE, GtkWidget)

/* The page's child, while it is still there (an app may unparent it itself). */
GtkWidget *bs_sheet_page_get_child (BsSheetPage *self);
/* Puts @child (no parent yet, or NULL) in the page, unparenting the one before. */
void       bs_sheet_page_set_child (BsSheetPage *self,
                                    GtkWidget   *child);

/* The drag handle: a button drawn as a pill, in its CSS `color`. On the focused
 * handle Page Up and Page Down move one detent, as on a slider. */
#define BS_TYPE_DRAG_HANDLE (bs_drag_handle_get_type ())
G_DECLARE_FINAL_TYPE (BsDragHandle, bs_drag_handle, BS, DRAG_HANDLE, GtkButton)

/* The scrim: translucent colour over the content under a modal sheet, in its CSS
 * `color`, at the opacity the sheet's position gives; decoration for screen
 * readers. Its snapshot is the Swift half's. */
#define BS_TYPE_SCRIM (bs_scrim_get_type ())
G_DECLARE_FINAL_TYPE (BsScrim, bs_scrim, BS, SCRIM, GtkWidget)

/* The bottom bar: a button holding the app's bar (its child), which stands for
 * the closed sheet; activating it opens the sheet. The Swift half places it and
 * draws it fading as the sheet opens (SheetCore's BottomBar). */
#define BS_TYPE_BOTTOM_BAR (bs_bottom_bar_get_type ())
G_DECLARE_FINAL_TYPE (BsBottomBar, bs_bottom_bar, BS, BOTTOM_BAR, GtkButton)

G_END_DECLS

#endif
