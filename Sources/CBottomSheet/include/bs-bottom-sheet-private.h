/* What the Swift side of BsBottomSheet needs from its C side. Not installed for
 * C users: bottomsheet.h is the public API. */
#ifndef BS_BOTTOM_SHEET_PRIVATE_H
#define BS_BOTTOM_SHEET_PRIVATE_H

#include "bottomsheet.h"

G_BEGIN_DECLS

/* The internal widgets: the scrim over the content, the sheet's surface, and
 * the drag handle at the top of the surface. */
GtkWidget *bs_bottom_sheet_get_dimming      (BsBottomSheet *self);
GtkWidget *bs_bottom_sheet_get_surface      (BsBottomSheet *self);
GtkWidget *bs_bottom_sheet_get_handle       (BsBottomSheet *self);

/* The Swift driver of this instance (NULL once disposed). */
gpointer   bs_bottom_sheet_get_driver       (BsBottomSheet *self);

/* The Swift driver stores what it decided here, so that properties, notify and
 * signals are the same for every language. */
void       bs_bottom_sheet_sync_detent      (BsBottomSheet *self,
                                             BsDetent       detent);
void       bs_bottom_sheet_sync_position    (BsBottomSheet *self,
                                             double         sheet_height,
                                             double         progress);
void       bs_bottom_sheet_emit_close_attempt (BsBottomSheet *self);
void       bs_bottom_sheet_emit_closed      (BsBottomSheet *self);

/* Casts and checks that are macros in C. */
GtkWidget *bs_widget_cast                   (gpointer       instance);
GObject   *bs_object_cast                   (gpointer       instance);
gboolean   bs_widget_is_scrolled_window     (GtkWidget     *widget);
gboolean   bs_widget_is_bottom_sheet        (GtkWidget     *widget);
BsBottomSheet *bs_bottom_sheet_cast         (gpointer       instance);

G_END_DECLS

#endif
