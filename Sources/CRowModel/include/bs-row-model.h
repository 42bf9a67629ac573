/* A GListModel of numbered rows ("Row 1" … "Row N") that makes each item when it is
 * asked for and keeps none: a list of a million rows costs no more memory than a
 * list of ten. Used by the demo, the tests and the benchmark. */
#ifndef BS_ROW_MODEL_H
#define BS_ROW_MODEL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BS_TYPE_ROW_MODEL (bs_row_model_get_type ())
G_DECLARE_FINAL_TYPE (BsRowModel, bs_row_model, BS, ROW_MODEL, GObject)

/* Returns (transfer full) a model of n_rows GtkStringObject items. */
BsRowModel *bs_row_model_new          (guint       n_rows);
GListModel *bs_row_model_as_list_model (BsRowModel *self);
/* How many items the model has made since it was created (for tests). */
guint       bs_row_model_get_items_made (BsRowModel *self);

/* A GtkScrolledWindow holding a GtkListView of `selection` (transfer full), its rows
 * labels made from a GtkBuilder template, reporting the list's natural height so a
 * sheet can be as tall as a short list. The list view is the scrolled window's child. */
GtkWidget  *bs_row_list_new            (GtkSelectionModel *selection);

G_END_DECLS

#endif
