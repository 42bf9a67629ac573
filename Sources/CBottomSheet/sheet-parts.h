/* The internal widgets of BsBottomSheet, each a GObject type so that it has a
 * CSS node name an app's stylesheet can address:
 *
 *   bottom-sheet
 *   ├── (content)
 *   ├── dimming           the scrim over the content
 *   └── sheet             the surface: background, rounded top corners
 *       ├── drag-handle   a real button, drawn as a pill
 *       └── (sheet child)
 */
#ifndef BS_SHEET_PARTS_H
#define BS_SHEET_PARTS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BS_TYPE_SHEET_SURFACE (bs_sheet_surface_get_type ())
G_DECLARE_FINAL_TYPE (BsSheetSurface, bs_sheet_surface, BS, SHEET_SURFACE, GtkWidget)

#define BS_TYPE_DRAG_HANDLE (bs_drag_handle_get_type ())
G_DECLARE_FINAL_TYPE (BsDragHandle, bs_drag_handle, BS, DRAG_HANDLE, GtkButton)

#define BS_TYPE_DIMMING (bs_dimming_get_type ())
G_DECLARE_FINAL_TYPE (BsDimming, bs_dimming, BS, DIMMING, GtkWidget)

GtkWidget *bs_sheet_surface_new       (GtkWidget      *handle);
void       bs_sheet_surface_set_child (BsSheetSurface *self,
                                       GtkWidget      *child);
GtkWidget *bs_sheet_surface_get_child (BsSheetSurface *self);
GtkWidget *bs_drag_handle_new         (void);
GtkWidget *bs_dimming_new             (void);

G_END_DECLS

#endif
