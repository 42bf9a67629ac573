#include "sheet-parts.h"

/* ---- sheet: the panel; the drag handle (its first child), then the header, the
 * sheet's child (the body) and the footer ---- */

struct _BsSheet
{
  GtkWidget  parent_instance;
  /* Weak pointers: the widget tree holds the children. */
  GtkWidget *slots[BS_SHEET_N_SLOTS];
};

G_DEFINE_FINAL_TYPE (BsSheet, bs_sheet, GTK_TYPE_WIDGET)

/* The widget in @slot while it is still the sheet's child: an app that unparented
 * it itself has taken it out. */
static GtkWidget *
slot_widget (BsSheet     *self,
             BsSheetSlot  slot)
{
  GtkWidget *widget = self->slots[slot];

  return widget && gtk_widget_get_parent (widget) == GTK_WIDGET (self) ? widget : NULL;
}

GtkWidget *
bs_sheet_get_slot (BsSheet     *self,
                   BsSheetSlot  slot)
{
  g_return_val_if_fail (BS_IS_SHEET (self) && slot < BS_SHEET_N_SLOTS, NULL);
  return slot_widget (self, slot);
}

void
bs_sheet_set_slot (BsSheet     *self,
                   BsSheetSlot  slot,
                   GtkWidget   *widget)
{
  GtkWidget *previous = gtk_widget_get_first_child (GTK_WIDGET (self)); /* the handle */
  GtkWidget *old;

  g_return_if_fail (BS_IS_SHEET (self) && slot < BS_SHEET_N_SLOTS);
  old = slot_widget (self, slot);
  if (old == widget)
    return;
  g_clear_weak_pointer (&self->slots[slot]);
  if (old)
    gtk_widget_unparent (old);
  if (widget == NULL)
    return;
  /* After the handle and the filled slots before this one. */
  for (guint i = 0; i < slot; i++)
    if (slot_widget (self, i))
      previous = self->slots[i];
  gtk_widget_insert_after (widget, GTK_WIDGET (self), previous);
  g_set_weak_pointer (&self->slots[slot], widget);
}

/* A part's natural height for @width, 0 when there is none or it is hidden. */
static int
natural_height (GtkWidget *part,
                int        width)
{
  int natural = 0;

  if (part && gtk_widget_get_visible (part))
    gtk_widget_measure (part, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* The parts, stacked. The minimum height is the handle, header and footer at their
 * natural heights: the sheet is never allocated less, so the footer always sits
 * under the header at worst. The body's own minimum is left out: it may overflow
 * the visible part of the sheet (under the footer, clipped at the bottom) rather than
 * push the footer off the visible bottom edge. */
static void
bs_sheet_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  BsSheet *self = BS_SHEET (widget);

  *minimum = *natural = 0;
  for (GtkWidget *part = gtk_widget_get_first_child (widget); part; part = gtk_widget_get_next_sibling (part))
    {
      int min = 0, nat = 0;

      if (!gtk_widget_get_visible (part))
        continue;
      gtk_widget_measure (part, orientation, for_size, &min, &nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_VERTICAL)
        {
          *minimum += part == slot_widget (self, BS_SHEET_SLOT_BODY) ? 0 : nat;
          *natural += nat;
        }
      else
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
    }
}

static void
allocate_at (GtkWidget *part,
             int        width,
             int        y,
             int        height)
{
  gtk_widget_allocate (part, width, height, -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, y)));
}

/* The sheet is allocated its visible height (never less than its minimum), its
 * bottom edge on the host's. The handle and the header take their natural heights
 * at the top; the footer takes its natural height at the bottom edge, which is the
 * visible bottom edge; the body gets what lies between, so a list in it can scroll
 * to its last row above the footer.
 *
 * While the visible height is less than handle + header + footer (the sheet sliding
 * in or out), the sheet slides as one block: it keeps its minimum height, the footer
 * stays under the header and goes below the host's bottom edge with the rest, rather
 * than being drawn over the header.
 *
 * The body is never given less than its minimum (GTK would warn): what does not fit
 * lies under the footer or below the sheet's bottom edge, clipped by the sheet. */
static void
bs_sheet_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  BsSheet *self = BS_SHEET (widget);
  GtkWidget *handle = gtk_widget_get_first_child (widget);
  GtkWidget *header = slot_widget (self, BS_SHEET_SLOT_HEADER);
  GtkWidget *body = slot_widget (self, BS_SHEET_SLOT_BODY);
  GtkWidget *footer = slot_widget (self, BS_SHEET_SLOT_FOOTER);
  int top = 0, footer_height, footer_top;

  if (handle && gtk_widget_get_visible (handle))
    {
      int handle_height = natural_height (handle, width);

      allocate_at (handle, width, 0, handle_height);
      top += handle_height;
    }
  if (header && gtk_widget_get_visible (header))
    {
      int header_height = natural_height (header, width);

      allocate_at (header, width, top, header_height);
      top += header_height;
    }
  footer_height = natural_height (footer, width);
  footer_top = MAX (top, height - footer_height);
  if (body && gtk_widget_get_visible (body))
    {
      int body_min = 0;

      gtk_widget_measure (body, GTK_ORIENTATION_VERTICAL, width, &body_min, NULL, NULL, NULL);
      allocate_at (body, width, top, MAX (body_min, footer_top - top));
    }
  if (footer && gtk_widget_get_visible (footer))
    allocate_at (footer, width, footer_top, footer_height);
}

static void
bs_sheet_dispose (GObject *object)
{
  BsSheet *self = BS_SHEET (object);
  GtkWidget *part;

  for (guint i = 0; i < BS_SHEET_N_SLOTS; i++)
    g_clear_weak_pointer (&self->slots[i]);
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
