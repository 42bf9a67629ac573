/* The demo's rows share the library's gettext domain, which the library binds. */
#define GETTEXT_PACKAGE "bottomsheet-1"

#include <gtk/gtk.h>
#include <glib/gi18n-lib.h>

#include "bs-row-model.h"

struct _BsRowModel
{
  GObject parent_instance;
  guint   n_rows;
  guint   items_made;
};

static GType
bs_row_model_get_item_type (GListModel *model)
{
  return GTK_TYPE_STRING_OBJECT;
}

static guint
bs_row_model_get_n_items (GListModel *model)
{
  return BS_ROW_MODEL (model)->n_rows;
}

static gpointer
bs_row_model_get_item (GListModel *model,
                       guint       position)
{
  BsRowModel *self = BS_ROW_MODEL (model);
  char label[64];

  if (position >= self->n_rows)
    return NULL;
  self->items_made++;
  /* TRANSLATORS: a row of the demo's lists; %u is its number. */
  g_snprintf (label, sizeof label, _("Row %u"), position + 1);
  return gtk_string_object_new (label);
}

static void
bs_row_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = bs_row_model_get_item_type;
  iface->get_n_items = bs_row_model_get_n_items;
  iface->get_item = bs_row_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (BsRowModel, bs_row_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, bs_row_model_list_model_init))

static void
bs_row_model_class_init (BsRowModelClass *klass)
{
}

static void
bs_row_model_init (BsRowModel *self)
{
}

BsRowModel *
bs_row_model_new (guint n_rows)
{
  BsRowModel *self = g_object_new (BS_TYPE_ROW_MODEL, NULL);

  self->n_rows = n_rows;
  return self;
}

GListModel *
bs_row_model_as_list_model (BsRowModel *self)
{
  return G_LIST_MODEL (self);
}

guint
bs_row_model_get_items_made (BsRowModel *self)
{
  return self->items_made;
}

/* One row: a label bound to the item's string. */
static const char row_template[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
  "<interface><template class=\"GtkListItem\"><property name=\"child\">"
  "<object class=\"GtkLabel\">"
  "<property name=\"xalign\">0</property>"
  "<property name=\"margin-start\">18</property>"
  "<property name=\"margin-end\">18</property>"
  "<property name=\"margin-top\">12</property>"
  "<property name=\"margin-bottom\">12</property>"
  "<binding name=\"label\"><lookup name=\"string\" type=\"GtkStringObject\">"
  "<lookup name=\"item\">GtkListItem</lookup></lookup></binding>"
  "</object></property></template></interface>";

GtkWidget *
bs_row_list_new (GtkSelectionModel *selection)
{
  GBytes *bytes = g_bytes_new_static (row_template, sizeof row_template - 1);
  GtkListItemFactory *factory = gtk_builder_list_item_factory_new_from_bytes (NULL, bytes);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  g_bytes_unref (bytes);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), gtk_list_view_new (selection, factory));
  return scrolled;
}
