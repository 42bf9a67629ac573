/* bottomsheet.h — a bottom sheet for GTK 4.
 *
 * BsBottomSheet holds the app's content and a sheet that slides up from the
 * bottom edge, rests at detents (dismissed, peek, expanded, full), follows the
 * pointer when dragged, snaps with a spring when let go and dims the content
 * under it while modal.
 *
 * Its behaviour is written in Swift; this header is the C face of the same
 * object, for C, GtkBuilder and GObject introspection users. Everything
 * declared here is exported by libbottomsheet-1.so (pkg-config module
 * bottomsheet-1; introspection namespace Bs, version 1), and nothing else is.
 *
 * The functions are documented where they are defined, in bottom-sheet.c, as
 * GTK does; g-ir-scanner reads both files.
 */
#ifndef BOTTOMSHEET_H
#define BOTTOMSHEET_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * BsDetent:
 * @BS_DETENT_DISMISSED: off screen; the sheet is hidden.
 * @BS_DETENT_PEEK: a strip at the bottom, when #BsBottomSheet:peek-height is above 0.
 * @BS_DETENT_EXPANDED: the "half" position.
 * @BS_DETENT_FULL: the top position, below #BsBottomSheet:top-inset.
 *
 * The resting places of a #BsBottomSheet, lowest first. The nicks
 * ("dismissed", "peek", "expanded", "full") are what a GtkBuilder file and
 * g_enum_get_value_by_nick() use.
 */
typedef enum {
  BS_DETENT_DISMISSED,
  BS_DETENT_PEEK,
  BS_DETENT_EXPANDED,
  BS_DETENT_FULL,
} BsDetent;

GType bs_detent_get_type (void) G_GNUC_CONST;
#define BS_TYPE_DETENT (bs_detent_get_type ())

/**
 * BsDetents:
 * @BS_DETENTS_PEEK: the peek strip (when #BsBottomSheet:peek-height is above 0).
 * @BS_DETENTS_EXPANDED: the "half" position.
 * @BS_DETENTS_FULL: the top position.
 * @BS_DETENTS_ALL: all three, the default.
 *
 * Which open detents a #BsBottomSheet has (#BsBottomSheet:detents); the sheet
 * can always be closed (`dismissed`). The nicks ("peek", "expanded", "full")
 * are what a GtkBuilder file uses, joined by `|`: `peek|full`.
 */
typedef enum /*< flags >*/ {
  BS_DETENTS_PEEK = 1 << 0,
  BS_DETENTS_EXPANDED = 1 << 1,
  BS_DETENTS_FULL = 1 << 2,
  BS_DETENTS_ALL = BS_DETENTS_PEEK | BS_DETENTS_EXPANDED | BS_DETENTS_FULL,
} BsDetents;

GType bs_detents_get_type (void) G_GNUC_CONST;
#define BS_TYPE_DETENTS (bs_detents_get_type ())

/**
 * BsPresentation:
 * @BS_PRESENTATION_AUTOMATIC: chosen from the window's size: a non-modal sheet
 *   on a window at least #BsBottomSheet:side-breakpoint wide and 360 px tall
 *   is a side panel, every other sheet is at the bottom.
 * @BS_PRESENTATION_BOTTOM: attached to the bottom edge, at most
 *   #BsBottomSheet:max-width wide.
 * @BS_PRESENTATION_SIDE: docked to the end edge of the window (the right in a
 *   left-to-right language), full height, 320 to 400 px wide and at most half
 *   the window; beside the content when the sheet is not modal, over it when
 *   it is.
 *
 * Where a #BsBottomSheet is shown in its window. The nicks ("automatic",
 * "bottom", "side") are what a GtkBuilder file uses.
 */
typedef enum {
  BS_PRESENTATION_AUTOMATIC,
  BS_PRESENTATION_BOTTOM,
  BS_PRESENTATION_SIDE,
} BsPresentation;

GType bs_presentation_get_type (void) G_GNUC_CONST;
#define BS_TYPE_PRESENTATION (bs_presentation_get_type ())

/**
 * BsBottomSheet:
 *
 * A panel that slides up from the bottom of its allocation, over the app's
 * content.
 *
 * The sheet rests at a #BsDetent: `dismissed` (hidden), an optional `peek`
 * strip (#BsBottomSheet:peek-height), `expanded` (at most
 * #BsBottomSheet:expanded-fraction of the height) and `full` (up to
 * #BsBottomSheet:top-inset from the top). Each is never taller than the
 * sheet's child needs. The user drags it between them; the app moves it with
 * bs_bottom_sheet_present(), bs_bottom_sheet_close(),
 * bs_bottom_sheet_force_close() or the #BsBottomSheet:detent property, and
 * hears of every move through #BsBottomSheet::detent-changed.
 *
 * Like the rest of a GTK app, a sheet is used on the process's main thread (the
 * thread `main()` runs on, where GTK was initialized): the library stops the
 * process when called on another.
 *
 * # GtkBuilder
 *
 * The content and the sheet's child are children of type `content` and
 * `sheet`, the header and the footer of type `header` and `footer`, the
 * bottom bar of type `bottom-bar`; a child with no type becomes the content:
 *
 * |[<!-- language="xml" -->
 * <object class="BsBottomSheet">
 *   <property name="detent">expanded</property>
 *   <child type="content"><object class="GtkLabel"/></child>
 *   <child type="header"><object class="GtkLabel"/></child>
 *   <child type="sheet"><object class="GtkBox"/></child>
 *   <child type="footer"><object class="GtkButton"/></child>
 *   <child type="bottom-bar"><object class="GtkLabel"/></child>
 * </object>
 * ]|
 *
 * # A sheet over a sheet
 *
 * To show a second sheet over a first (a share sheet opening a person's
 * details), make the first sheet the second one's content: each has its own
 * child, detents, handle, pages and presentation. While the upper sheet is
 * open and modal, the lower one is its content: dimmed by its scrim, taking no
 * input and out of the accessibility tree; Escape, the back keys and the
 * `sheet.` actions reach the upper sheet only, and a drag on the part of the
 * lower sheet that shows above it moves neither. Closed, the upper sheet gives
 * the lower one back as it was: its detent, its lists' scroll, focus where it
 * was.
 *
 * |[<!-- language="xml" -->
 * <object class="BsBottomSheet" id="details">
 *   <child type="content">
 *     <object class="BsBottomSheet" id="share">
 *       <child type="content"><object class="GtkLabel"/></child>
 *       <child type="sheet"><object class="GtkListView"/></child>
 *     </object>
 *   </child>
 *   <child type="sheet"><object class="GtkBox"/></child>
 * </object>
 * ]|
 *
 * # CSS nodes
 *
 * `bs-bottom-sheet`, with the children `bs-scrim`, `bs-sheet`,
 * which holds `bs-drag-handle`, the header, each page (`bs-sheet-page`) and the
 * footer, and `bs-bottom-bar`, which holds the bottom bar. The names are the
 * library's own, so that no theme's rules for another bottom sheet (libadwaita's
 * `bottom-sheet > sheet`) reach them.
 *
 * # Actions
 *
 * `sheet.expand` (one detent up), `sheet.collapse` (one detent down, never
 * closing), `sheet.dismiss` (closes as Escape does), `sheet.peek` and
 * `sheet.back` (a page back), each enabled only where it applies; and
 * AdwBottomSheet's `sheet.close`, always enabled, which closes an open sheet as
 * `sheet.dismiss` does and, on a closed one, activates `sheet.close` on the
 * parent (a sheet inside another sheet or dialog closes that one). They are
 * the sheet's own actions, and also
 * the `bs-sheet` node's, the dialog screen readers see, which lists them over
 * AT-SPI.
 *
 * # Accessibility and translations
 *
 * The `bs-sheet` node is a dialog named by #BsBottomSheet:title; the drag handle
 * is a button whose description says where the sheet is and what activating it
 * does. These strings are in the gettext domain `bottomsheet-1`, which the
 * library binds to its installed translations itself.
 */
#define BS_TYPE_BOTTOM_SHEET (bs_bottom_sheet_get_type ())
G_DECLARE_FINAL_TYPE (BsBottomSheet, bs_bottom_sheet, BS, BOTTOM_SHEET, GtkWidget)

GtkWidget  *bs_bottom_sheet_new                  (void);

GtkWidget  *bs_bottom_sheet_get_content          (BsBottomSheet *self);
void        bs_bottom_sheet_set_content          (BsBottomSheet *self,
                                                  GtkWidget     *content);
GtkWidget  *bs_bottom_sheet_get_sheet            (BsBottomSheet *self);
void        bs_bottom_sheet_set_sheet            (BsBottomSheet *self,
                                                  GtkWidget     *sheet);
GtkWidget  *bs_bottom_sheet_get_header           (BsBottomSheet *self);
void        bs_bottom_sheet_set_header           (BsBottomSheet *self,
                                                  GtkWidget     *header);
GtkWidget  *bs_bottom_sheet_get_footer           (BsBottomSheet *self);
void        bs_bottom_sheet_set_footer           (BsBottomSheet *self,
                                                  GtkWidget     *footer);

BsDetent    bs_bottom_sheet_get_detent           (BsBottomSheet *self);
void        bs_bottom_sheet_set_detent           (BsBottomSheet *self,
                                                  BsDetent       detent);

gboolean    bs_bottom_sheet_get_modal            (BsBottomSheet *self);
void        bs_bottom_sheet_set_modal            (BsBottomSheet *self,
                                                  gboolean       modal);
gboolean    bs_bottom_sheet_get_can_close        (BsBottomSheet *self);
void        bs_bottom_sheet_set_can_close        (BsBottomSheet *self,
                                                  gboolean       can_close);
gboolean    bs_bottom_sheet_get_show_drag_handle (BsBottomSheet *self);
void        bs_bottom_sheet_set_show_drag_handle (BsBottomSheet *self,
                                                  gboolean       show_drag_handle);

double      bs_bottom_sheet_get_peek_height      (BsBottomSheet *self);
void        bs_bottom_sheet_set_peek_height      (BsBottomSheet *self,
                                                  double         peek_height);
double      bs_bottom_sheet_get_expanded_fraction (BsBottomSheet *self);
void        bs_bottom_sheet_set_expanded_fraction (BsBottomSheet *self,
                                                  double         expanded_fraction);
double      bs_bottom_sheet_get_top_inset        (BsBottomSheet *self);
void        bs_bottom_sheet_set_top_inset        (BsBottomSheet *self,
                                                  double         top_inset);
double      bs_bottom_sheet_get_dim_opacity      (BsBottomSheet *self);
void        bs_bottom_sheet_set_dim_opacity      (BsBottomSheet *self,
                                                  double         dim_opacity);
const char *bs_bottom_sheet_get_title            (BsBottomSheet *self);
void        bs_bottom_sheet_set_title            (BsBottomSheet *self,
                                                  const char    *title);

double      bs_bottom_sheet_get_progress         (BsBottomSheet *self);
double      bs_bottom_sheet_get_sheet_height     (BsBottomSheet *self);

void        bs_bottom_sheet_present              (BsBottomSheet *self);
void        bs_bottom_sheet_close                (BsBottomSheet *self);
void        bs_bottom_sheet_force_close          (BsBottomSheet *self);

void        bs_bottom_sheet_push                 (BsBottomSheet *self,
                                                  GtkWidget     *page,
                                                  const char    *title);
gboolean    bs_bottom_sheet_pop                  (BsBottomSheet *self);
gboolean    bs_bottom_sheet_pop_to_root          (BsBottomSheet *self);
guint       bs_bottom_sheet_get_page_count       (BsBottomSheet *self);
GtkWidget  *bs_bottom_sheet_get_visible_page     (BsBottomSheet *self);

BsPresentation bs_bottom_sheet_get_presentation  (BsBottomSheet *self);
void        bs_bottom_sheet_set_presentation     (BsBottomSheet *self,
                                                  BsPresentation presentation);
BsPresentation bs_bottom_sheet_get_current_presentation (BsBottomSheet *self);
double      bs_bottom_sheet_get_max_width        (BsBottomSheet *self);
void        bs_bottom_sheet_set_max_width        (BsBottomSheet *self,
                                                  double         max_width);
double      bs_bottom_sheet_get_side_breakpoint  (BsBottomSheet *self);
void        bs_bottom_sheet_set_side_breakpoint  (BsBottomSheet *self,
                                                  double         side_breakpoint);
double      bs_bottom_sheet_get_align            (BsBottomSheet *self);
void        bs_bottom_sheet_set_align            (BsBottomSheet *self,
                                                  double         align);

gboolean    bs_bottom_sheet_get_open             (BsBottomSheet *self);
void        bs_bottom_sheet_set_open             (BsBottomSheet *self,
                                                  gboolean       open);
gboolean    bs_bottom_sheet_get_can_open         (BsBottomSheet *self);
void        bs_bottom_sheet_set_can_open         (BsBottomSheet *self,
                                                  gboolean       can_open);
BsDetents   bs_bottom_sheet_get_detents          (BsBottomSheet *self);
void        bs_bottom_sheet_set_detents          (BsBottomSheet *self,
                                                  BsDetents      detents);
BsDetent    bs_bottom_sheet_get_modal_detent     (BsBottomSheet *self);
void        bs_bottom_sheet_set_modal_detent     (BsBottomSheet *self,
                                                  BsDetent       modal_detent);
gboolean    bs_bottom_sheet_get_full_width       (BsBottomSheet *self);
void        bs_bottom_sheet_set_full_width       (BsBottomSheet *self,
                                                  gboolean       full_width);
GtkWidget  *bs_bottom_sheet_get_bottom_bar       (BsBottomSheet *self);
void        bs_bottom_sheet_set_bottom_bar       (BsBottomSheet *self,
                                                  GtkWidget     *bottom_bar);
gboolean    bs_bottom_sheet_get_reveal_bottom_bar (BsBottomSheet *self);
void        bs_bottom_sheet_set_reveal_bottom_bar (BsBottomSheet *self,
                                                   gboolean       reveal);
double      bs_bottom_sheet_get_bottom_bar_height (BsBottomSheet *self);

G_END_DECLS

#endif /* BOTTOMSHEET_H */
