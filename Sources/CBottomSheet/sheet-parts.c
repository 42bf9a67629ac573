#include "sheet-parts.h"
#include "bs-swift-bridge.h"
#include "gtk-versions.h"

/* ---- bs-sheet: the panel ---- */

struct _BsSheet
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsSheet, bs_sheet, GTK_TYPE_WIDGET)

static void
bs_sheet_dispose (GObject *object)
{
  GtkWidget *part;

  while ((part = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (part);
  G_OBJECT_CLASS (bs_sheet_parent_class)->dispose (object);
}

/* The sheet's actions, on the dialog a screen reader is in (GTK exports a
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

/* The mouse's back button (button 8) goes back a page. */
static void
bs_sheet_back_button_pressed (GtkGestureClick *gesture,
                              int              n_press,
                              double           x,
                              double           y,
                              BsSheet         *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), bs_action_name (BS_REQUEST_BACK), NULL);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
bs_sheet_class_init (BsSheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_sheet_dispose;
  bs_swift_sheet_inside_class_init (widget_class);
  gtk_widget_class_set_css_name (widget_class, BS_CSS_NODE_SHEET);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  for (BsRequest request = 0; request < BS_N_REQUESTS; request++)
    if (bs_action_name (request))
      gtk_widget_class_install_action (widget_class, bs_action_name (request), NULL, bs_sheet_activate_action);
  /* Alt+Up / Alt+Down move the sheet one detent, from anywhere in the sheet.
   * Bound here rather than on BsBottomSheet so that they never act while focus
   * is in the app's content; Alt+arrows because neither a list, an entry nor a
   * text view uses them (plain arrows, Page Up/Down and Home/End they do).
   * The actions are the sheet's own (above); when one is disabled the key goes
   * on to other handlers. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, bs_action_name (BS_REQUEST_EXPAND), NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK, bs_action_name (BS_REQUEST_EXPAND), NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, bs_action_name (BS_REQUEST_COLLAPSE), NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK, bs_action_name (BS_REQUEST_COLLAPSE), NULL);
  /* Alt+Left goes back a page (Alt+Right right to left, where back points right),
   * as in GNOME's navigation views: which one does is the Swift half's to say. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_ALT_MASK, bs_swift_sheet_back_key, "u", GDK_KEY_Left);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_ALT_MASK, bs_swift_sheet_back_key, "u", GDK_KEY_Right);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, bs_action_name (BS_REQUEST_BACK), NULL);
}

static void
bs_sheet_init (BsSheet *self)
{
  GtkGesture *back_button = gtk_gesture_click_new ();

  /* Clips the sheet's child to the rounded top corners, and pages sliding across. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (back_button), 8);
  g_signal_connect (back_button, "pressed", G_CALLBACK (bs_sheet_back_button_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (back_button));
}

/* ---- bs-sheet-page: a page in the body's place, a group named by its title ---- */

struct _BsSheetPage
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsSheetPage, bs_sheet_page, GTK_TYPE_WIDGET)

GtkWidget *
bs_sheet_page_get_child (BsSheetPage *self)
{
  g_return_val_if_fail (BS_IS_SHEET_PAGE (self), NULL);
  return gtk_widget_get_first_child (GTK_WIDGET (self));
}

void
bs_sheet_page_set_child (BsSheetPage *self,
                         GtkWidget   *child)
{
  GtkWidget *old;

  g_return_if_fail (BS_IS_SHEET_PAGE (self) && (child == NULL || GTK_IS_WIDGET (child)));
  old = gtk_widget_get_first_child (GTK_WIDGET (self));
  if (old == child)
    return;
  if (old)
    gtk_widget_unparent (old);
  if (child)
    gtk_widget_set_parent (child, GTK_WIDGET (self));
}

static void
bs_sheet_page_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bs_sheet_page_parent_class)->dispose (object);
}

static void
bs_sheet_page_class_init (BsSheetPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bs_sheet_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, BS_CSS_NODE_SHEET_PAGE);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bs_sheet_page_init (BsSheetPage *self)
{
}

/* ---- bs-drag-handle: a button drawn as a pill ---- */

struct _BsDragHandle
{
  GtkButton parent_instance;
};

G_DEFINE_FINAL_TYPE (BsDragHandle, bs_drag_handle, GTK_TYPE_BUTTON)

/* The pill: 36 × 5 px (other platforms use 32–54 × 4–6), centred, in the
 * handle's CSS `color`, so apps restyle it with `bs-drag-handle { color: … }`. A
 * rounded clip around one colour node: GTK draws it natively with either
 * renderer, with no Cairo image to make (and, with GL, upload). */
#define PILL_WIDTH  36.f
#define PILL_HEIGHT 5.f

static void
bs_drag_handle_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  /* Upright in a side panel's grip, which is taller than wide. */
  gboolean upright = gtk_widget_get_height (widget) > gtk_widget_get_width (widget);
  float pill_width = upright ? PILL_HEIGHT : PILL_WIDTH, pill_height = upright ? PILL_WIDTH : PILL_HEIGHT;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((gtk_widget_get_width (widget) - pill_width) / 2,
                                               (gtk_widget_get_height (widget) - pill_height) / 2,
                                               pill_width, pill_height);
  GskRoundedRect pill;
  GdkRGBA color;

  bs_widget_get_color (widget, &color);
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
  gtk_widget_class_set_css_name (widget_class, BS_CSS_NODE_DRAG_HANDLE);

  /* On the focused handle, Page Up / Page Down move the sheet one detent too,
   * as they move a slider: a button has no use for them. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, bs_action_name (BS_REQUEST_EXPAND), NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, 0, bs_action_name (BS_REQUEST_EXPAND), NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, bs_action_name (BS_REQUEST_COLLAPSE), NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, 0, bs_action_name (BS_REQUEST_COLLAPSE), NULL);
}

static void
bs_drag_handle_init (BsDragHandle *self)
{
}

/* ---- bs-scrim ---- */

struct _BsScrim
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BsScrim, bs_scrim, GTK_TYPE_WIDGET)

static void
bs_scrim_class_init (BsScrimClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bs_swift_scrim_class_init (widget_class);
  gtk_widget_class_set_css_name (widget_class, BS_CSS_NODE_SCRIM);
  /* A scrim is decoration: nothing for a screen reader to land on. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
bs_scrim_init (BsScrim *self)
{
}

/* ---- bs-bottom-bar: the button the closed sheet is ---- */

struct _BsBottomBar
{
  GtkButton parent_instance;
};

G_DEFINE_FINAL_TYPE (BsBottomBar, bs_bottom_bar, GTK_TYPE_BUTTON)

static void
bs_bottom_bar_class_init (BsBottomBarClass *klass)
{
  /* Its own node name: a theme's `button` rules (padding, a frame) would put a
   * button's look around the app's bar, which lies on the sheet's background. */
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), BS_CSS_NODE_BOTTOM_BAR);
}

static void
bs_bottom_bar_init (BsBottomBar *self)
{
}
