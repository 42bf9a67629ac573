#include "bs-gtk-helpers.h"

void
bs_accessible_set_label (GtkWidget  *widget,
                         const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
bs_accessible_set_description (GtkWidget  *widget,
                               const char *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void
bs_accessible_set_modal (GtkWidget *widget,
                         gboolean   modal)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_MODAL, modal, -1);
}

void
bs_accessible_set_hidden (GtkWidget *widget,
                          gboolean   hidden)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

void
bs_accessible_set_expanded (GtkWidget *widget,
                            int        expanded)
{
  if (expanded < 0)
    gtk_accessible_reset_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_EXPANDED);
  else
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded != 0, -1);
}

gboolean
bs_settings_get_enable_animations (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

int
bs_settings_get_drag_threshold (GtkWidget *widget)
{
  int threshold = 8;

  g_object_get (gtk_widget_get_settings (widget), "gtk-dnd-drag-threshold", &threshold, NULL);
  return threshold;
}

gboolean
bs_bottom_sheet_parent_focus (BsBottomSheet   *self,
                              GtkDirectionType direction)
{
  GtkWidgetClass *parent = g_type_class_peek_parent (G_OBJECT_GET_CLASS (self));

  return parent->focus (GTK_WIDGET (self), direction);
}
