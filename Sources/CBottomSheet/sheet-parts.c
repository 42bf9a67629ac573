#include "sheet-parts.h"
#include "bs-swift-bridge.h"

/* ---- sheet: the surface that holds the drag handle above the sheet child ---- */

struct _BsSheetSurface
{
  GtkWidget  parent_instance;
  GtkWidget *handle;
  GtkWidget *child;
};

G_DEFINE_FINAL_TYPE (BsSheetSurface, bs_sheet_surface, GTK_TYPE_WIDGET)

static void
bs_sheet_surface_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  BsSheetSurface *self = BS_SHEET_SURFACE (widget);
  GtkWidget *parts[] = { self->handle, self->child };

  *minimum = *natural = 0;
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      int min = 0, nat = 0;

      if (parts[i] == NULL || !gtk_widget_get_visible (parts[i]))
        continue;
      gtk_widget_measure (parts[i], orientation, for_size, &min, &nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_VERTICAL)
        {
          *minimum += min;
          *natural += nat;
        }
      else
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
    }
}

/* The handle takes its natural height at the top; the child gets the rest,
 * which is the visible part of the sheet: a list inside can then scroll to its
 * last row. The child is never given less than its minimum (GTK would warn);
 * what does not fit is clipped by the surface. */
static void
bs_sheet_surface_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  BsSheetSurface *self = BS_SHEET_SURFACE (widget);
  int handle_height = 0;

  if (self->handle && gtk_widget_get_visible (self->handle))
    {
      gtk_widget_measure (self->handle, GTK_ORIENTATION_VERTICAL, width, NULL, &handle_height, NULL, NULL);
      gtk_widget_allocate (self->handle, width, handle_height, -1, NULL);
    }

  if (self->child && gtk_widget_get_visible (self->child))
    {
      int child_min = 0;
      GskTransform *transform;

      gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, width, &child_min, NULL, NULL, NULL);
      transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, handle_height));
      gtk_widget_allocate (self->child, width, MAX (child_min, height - handle_height), -1, transform);
    }
}

static void
bs_sheet_surface_dispose (GObject *object)
{
  BsSheetSurface *self = BS_SHEET_SURFACE (object);

  g_clear_pointer (&self->handle, gtk_widget_unparent);
  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (bs_sheet_surface_parent_class)->dispose (object);
}

static void
bs_sheet_surface_class_init (BsSheetSurfaceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_sheet_surface_dispose;
  widget_class->measure = bs_sheet_surface_measure;
  widget_class->size_allocate = bs_sheet_surface_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "sheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);

  /* Alt+Up / Alt+Down move the sheet one detent, from anywhere in the sheet.
   * Bound here rather than on BsBottomSheet so that they never act while focus
   * is in the app's content; Alt+arrows because neither a list, an entry nor a
   * text view uses them (plain arrows, Page Up/Down and Home/End they do).
   * The actions are the host's ("sheet.expand", "sheet.collapse"), found up
   * the widget tree; when one is disabled the key goes on to other handlers. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "sheet.collapse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK, "sheet.collapse", NULL);
}

static void
bs_sheet_surface_init (BsSheetSurface *self)
{
  /* Clips the sheet child to the rounded top corners. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
bs_sheet_surface_new (GtkWidget *handle)
{
  BsSheetSurface *self = g_object_new (BS_TYPE_SHEET_SURFACE, NULL);

  self->handle = handle;
  gtk_widget_set_parent (handle, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

void
bs_sheet_surface_set_child (BsSheetSurface *self,
                            GtkWidget      *child)
{
  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  self->child = child;
  if (child)
    gtk_widget_set_parent (child, GTK_WIDGET (self));
}

GtkWidget *
bs_sheet_surface_get_child (BsSheetSurface *self)
{
  return self->child;
}

/* ---- drag-handle: a button drawn as a pill ---- */

struct _BsDragHandle
{
  GtkButton parent_instance;
};

G_DEFINE_FINAL_TYPE (BsDragHandle, bs_drag_handle, GTK_TYPE_BUTTON)

static void
bs_drag_handle_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  bs_swift_draw_handle (widget, snapshot);
}

static void
bs_drag_handle_class_init (BsDragHandleClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = bs_drag_handle_snapshot;
  gtk_widget_class_set_css_name (widget_class, "drag-handle");

  /* On the focused handle, Page Up / Page Down move the sheet one detent too,
   * as they move a slider: a button has no use for them. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, 0, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "sheet.collapse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, 0, "sheet.collapse", NULL);
}

static void
bs_drag_handle_init (BsDragHandle *self)
{
}

GtkWidget *
bs_drag_handle_new (void)
{
  return g_object_new (BS_TYPE_DRAG_HANDLE, NULL);
}

/* ---- dimming: the scrim; its CSS background is the colour, its opacity the amount ---- */

struct _BsDimming
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsDimming, bs_dimming, GTK_TYPE_WIDGET)

static void
bs_dimming_class_init (BsDimmingClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "dimming");
  /* A scrim is decoration: nothing for a screen reader to land on. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
bs_dimming_init (BsDimming *self)
{
}

GtkWidget *
bs_dimming_new (void)
{
  return g_object_new (BS_TYPE_DIMMING, NULL);
}
