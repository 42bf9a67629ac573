/* Small wrappers for GTK calls Swift cannot make: variadic functions and
 * parent-class chaining. Used by the Swift driver of BsBottomSheet. */
#ifndef BS_GTK_HELPERS_H
#define BS_GTK_HELPERS_H

#include "bottomsheet.h"

G_BEGIN_DECLS

void     bs_accessible_set_label        (GtkWidget  *widget,
                                         const char *label);
void     bs_accessible_set_description  (GtkWidget  *widget,
                                         const char *description);
void     bs_accessible_set_modal        (GtkWidget  *widget,
                                         gboolean    modal);
void     bs_accessible_set_hidden       (GtkWidget  *widget,
                                         gboolean    hidden);
/* -1 removes the state (a control that cannot expand), 0 or 1 sets it. */
void     bs_accessible_set_expanded     (GtkWidget  *widget,
                                         int         expanded);

gboolean bs_settings_get_enable_animations (GtkWidget *widget);
int      bs_settings_get_drag_threshold    (GtkWidget *widget);

/* GtkWidget's own focus handling, for when the sheet does not trap focus. */
gboolean bs_bottom_sheet_parent_focus   (BsBottomSheet   *self,
                                         GtkDirectionType direction);

G_END_DECLS

#endif
