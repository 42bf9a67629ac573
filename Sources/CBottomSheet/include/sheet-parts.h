/* The parts of a BsBottomSheet, each a GObject type so that it has a CSS node
 * name an app's stylesheet can address. The Swift half makes them
 * (g_object_new with these types) and puts them together:
 *
 *   bottom-sheet          the host (BsBottomSheet)
 *   ├── (content)         the app's content
 *   ├── dimming           the scrim over the content
 *   └── sheet             the panel: background, rounded top corners
 *       ├── drag-handle   a real button, drawn as a pill
 *       └── (child)       the sheet's child, the app's widget in the sheet
 */
#ifndef BS_SHEET_PARTS_H
#define BS_SHEET_PARTS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BS_TYPE_SHEET (bs_sheet_get_type ())
G_DECLARE_FINAL_TYPE (BsSheet, bs_sheet, BS, SHEET, GtkWidget)

#define BS_TYPE_DRAG_HANDLE (bs_drag_handle_get_type ())
G_DECLARE_FINAL_TYPE (BsDragHandle, bs_drag_handle, BS, DRAG_HANDLE, GtkButton)

#define BS_TYPE_DIMMING (bs_dimming_get_type ())
G_DECLARE_FINAL_TYPE (BsDimming, bs_dimming, BS, DIMMING, GtkWidget)

G_END_DECLS

#endif
