#include "sheet-parts.h"

/* ---- sheet: the panel; the drag handle (its first child) above the sheet's child ---- */

struct _BsSheet
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsSheet, bs_sheet, GTK_TYPE_WIDGET)

/* The handle, then the sheet's child, stacked. */
static void
bs_sheet_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  *minimum = *natural = 0;
  for (GtkWidget *part = gtk_widget_get_first_child (widget); part; part = gtk_widget_get_next_sibling (part))
    {
      int min = 0, nat = 0;

      if (!gtk_widget_get_visible (part))
        continue;
      gtk_widget_measure (part, orientation, for_size, &min, &nat, NULL, NULL);
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

/* The handle takes its natural height at the top; the sheet's child gets the
 * rest, which is the visible part of the sheet: a list inside can then scroll
 * to its last row. The child is never given less than its minimum (GTK would
 * warn); what does not fit is clipped by the sheet. */
static void
bs_sheet_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  GtkWidget *handle = gtk_widget_get_first_child (widget);
  int top = 0;

  if (handle && gtk_widget_get_visible (handle))
    {
      gtk_widget_measure (handle, GTK_ORIENTATION_VERTICAL, width, NULL, &top, NULL, NULL);
      gtk_widget_allocate (handle, width, top, -1, NULL);
    }
  for (GtkWidget *child = handle ? gtk_widget_get_next_sibling (handle) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &child_min, NULL, NULL, NULL);
      gtk_widget_allocate (child, width, MAX (child_min, height - top), -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, top)));
    }
}

static void
bs_sheet_dispose (GObject *object)
{
  GtkWidget *part;

  while ((part = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (part);
  G_OBJECT_CLASS (bs_sheet_parent_class)->dispose (object);
}

/* The sheet's actions, on the dialog a screen reader is in (GTK 4.8 exports a
 * widget's own enabled actions over AT-SPI): each hands over to the host's
 * action of the same name, which does the work. The Swift half enables each
 * here and on the host alike. */
static void
bs_sheet_activate_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkWidget *host = gtk_widget_get_parent (widget);

  if (host != NULL)
    gtk_widget_activate_action_variant (host, action_name, parameter);
}

static void
bs_sheet_class_init (BsSheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_sheet_dispose;
  widget_class->measure = bs_sheet_measure;
  widget_class->size_allocate = bs_sheet_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "sheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_install_action (widget_class, "sheet.expand", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.collapse", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.dismiss", NULL, bs_sheet_activate_action);
  gtk_widget_class_install_action (widget_class, "sheet.peek", NULL, bs_sheet_activate_action);
  /* Alt+Up / Alt+Down move the sheet one detent, from anywhere in the sheet.
   * Bound here rather than on BsBottomSheet so that they never act while focus
   * is in the app's content; Alt+arrows because neither a list, an entry nor a
   * text view uses them (plain arrows, Page Up/Down and Home/End they do).
   * The actions are the sheet's own (above); when one is disabled the key goes
   * on to other handlers. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK, "sheet.expand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "sheet.collapse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK, "sheet.collapse", NULL);
}

static void
bs_sheet_init (BsSheet *self)
{
  /* Clips the sheet's child to the rounded top corners. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

/* ---- drag-handle: a button drawn as a pill ---- */

struct _BsDragHandle
{
  GtkButton parent_instance;
};

G_DEFINE_FINAL_TYPE (BsDragHandle, bs_drag_handle, GTK_TYPE_BUTTON)

/* The pill: 36 × 5 px (other platforms use 32–54 × 4–6), centred, in the
 * handle's CSS `color`, so apps restyle it with `drag-handle { color: … }`. A
 * rounded clip around one colour node: GTK draws it natively with either
 * renderer, with no Cairo image to make (and, with GL, upload). */
#define PILL_WIDTH  36.f
#define PILL_HEIGHT 5.f

static void
bs_drag_handle_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((gtk_widget_get_width (widget) - PILL_WIDTH) / 2,
                                               (gtk_widget_get_height (widget) - PILL_HEIGHT) / 2,
                                               PILL_WIDTH, PILL_HEIGHT);
  GskRoundedRect pill;
  GdkRGBA color;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  gsk_rounded_rect_init_from_rect (&pill, &bounds, PILL_HEIGHT / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &color, &bounds);
  gtk_snapshot_pop (snapshot);
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
