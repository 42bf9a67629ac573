/* The parts of a BsBottomSheet, each a GObject type so that it has a CSS node
 * name an app's stylesheet can address. The Swift half makes them
 * (g_object_new with these types) and puts them together:
 *
 *   bs-bottom-sheet       the host (BsBottomSheet)
 *   ├── (content)         the app's content
 *   ├── bs-dimming        the scrim over the content
 *   └── bs-sheet          the panel: background, rounded top corners
 *       ├── bs-drag-handle  a real button, drawn as a pill
 *       ├── page-header   the back button and the page's title, while a page is pushed
 *       ├── (header)      the app's header: below the handle, never scrolls
 *       ├── bs-sheet-page the root page, in the body's place: holds the sheet's child,
 *       │   └── (child)   the app's widget in the sheet
 *       ├── bs-sheet-page each page pushed over it, in the body's place too
 *       │   └── (page)    the app's widget pushed
 *       └── (footer)      the app's footer, pinned to the sheet's visible bottom edge
 */
#ifndef BS_SHEET_PARTS_H
#define BS_SHEET_PARTS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BS_TYPE_SHEET (bs_sheet_get_type ())
G_DECLARE_FINAL_TYPE (BsSheet, bs_sheet, BS, SHEET, GtkWidget)

/* The places in the sheet an app's widget can take, below the handle. */
typedef enum {
  BS_SHEET_SLOT_PAGE_HEADER,
  BS_SHEET_SLOT_HEADER,
  BS_SHEET_SLOT_BODY,
  BS_SHEET_SLOT_FOOTER,
  BS_SHEET_N_SLOTS
} BsSheetSlot;

/* The widget in @slot, or NULL. */
GtkWidget *bs_sheet_get_slot (BsSheet     *self,
                              BsSheetSlot  slot);
/* Puts @widget (no parent yet, or NULL) in @slot, in its place among the sheet's
 * children (handle, header, body, footer: also the order they are drawn and
 * focused in), and unparents the widget that was there. */
void       bs_sheet_set_slot (BsSheet     *self,
                              BsSheetSlot  slot,
                              GtkWidget   *widget);

/* Adds @page (a BsSheetPage holding the app's page) after the body and the
 * pages already there. The body's place shows every page that is child-visible
 * (the Swift half decides which: the current one, or the two of a slide);
 * gtk_widget_unparent() takes one out. */
void       bs_sheet_add_page (BsSheet     *self,
                              GtkWidget   *page);
/* Whether the sheet is a side panel: the drag handle is then a grip down its
 * inner edge (the start edge), beside the other parts, and the sheet has the CSS
 * class "side". */
void       bs_sheet_set_side (BsSheet    *self,
                              gboolean    side);
/* The grip's width in side presentation: the handle's natural width, 0 when the
 * handle is hidden or the sheet is at the bottom. */
int        bs_sheet_get_grip_width (BsSheet *self);
/* How much of the sheet's height shows above the host's bottom edge (-1: all of
 * it). While the sheet moves it is allocated taller than it shows, so that GTK only
 * translates it; the footer stays on the edge shown. */
void       bs_sheet_set_shown_height (BsSheet *self,
                                      int      shown_height);
/* The sheet's node as gtk_widget_snapshot_child() from @host makes it (a full
 * reference, or NULL when it draws nothing). With GTK's Cairo renderer, which draws
 * every node of every frame, its rounded corners are clipped only where they are
 * (sheet-corners.h) and its CSS box-shadows drawn from pieces rendered once
 * (sheet-shadow.h): the sheet moves every frame, and that renderer would blur them
 * again each time. With other renderers it is the node GTK made.
 * @opaque, unless NULL (nothing is drawn under the sheet that it would save), is set
 * to the rectangle of the host the sheet paints opaque (its CSS background, where it
 * is one opaque colour, short of its rounded corners), or to an empty one when that is
 * not known. */
GskRenderNode *bs_sheet_render_in_host (BsSheet         *self,
                                        GtkWidget       *host,
                                        graphene_rect_t *opaque);
/* The slide between two pages: @front (a page, or NULL for none) is @progress
 * (0 to 1) of the way in from the end edge; the other shown page lies a third
 * of the way the other side, dimmed by @progress. While the same @front slides,
 * the pages keep their sizes and are only moved. */
void       bs_sheet_set_slide (BsSheet    *self,
                               GtkWidget  *front,
                               double      progress);

/* A page in the body's place: one child, which it gives all its space, and for
 * screen readers a group named by the page's title, as AdwNavigationPage is. A
 * screen reader says the name of a named group when focus moves into it from
 * outside (Orca: "Details panel"), which is how a push or a pop is heard: focus
 * moves from one page into the other, and the new page's title is said. The
 * sheet's child sits in one too (the BODY slot), and each pushed page in its own. */
#define BS_TYPE_SHEET_PAGE (bs_sheet_page_get_type ())
G_DECLARE_FINAL_TYPE (BsSheetPage, bs_sheet_page, BS, SHEET_PAGE, GtkWidget)

/* The page's child, while it is still there (an app may unparent it itself). */
GtkWidget *bs_sheet_page_get_child (BsSheetPage *self);
/* Puts @child (no parent yet, or NULL) in the page, unparenting the one before. */
void       bs_sheet_page_set_child (BsSheetPage *self,
                                    GtkWidget   *child);

/* The box for the page header (back button, title): a GtkCenterBox with the
 * accessible role GROUP (construct-only, so made here), which the Swift half
 * names by the page's title: focus moving to its back button from a page says
 * where the user is. */
GtkWidget *bs_page_header_new (void);

#define BS_TYPE_DRAG_HANDLE (bs_drag_handle_get_type ())
G_DECLARE_FINAL_TYPE (BsDragHandle, bs_drag_handle, BS, DRAG_HANDLE, GtkButton)

#define BS_TYPE_DIMMING (bs_dimming_get_type ())
G_DECLARE_FINAL_TYPE (BsDimming, bs_dimming, BS, DIMMING, GtkWidget)

G_END_DECLS

#endif
