/* BsBottomSheet, the GObject face of the bottom sheet: the type, its property
 * specs, signals, actions and GtkBuildable, and the documentation that
 * g-ir-scanner and gi-docgen read. The Swift half (bs-swift-bridge.h) owns every
 * value and all behaviour: each getter and setter here hands a GValue to it, the
 * same path g_object_get() and g_object_set() take. */

#include "bs-swift-bridge.h"
#include "gtk-versions.h"

struct _BsBottomSheet
{
  GtkWidget parent_instance;
  gpointer  driver;
};

static void bs_bottom_sheet_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BsBottomSheet, bs_bottom_sheet, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, bs_bottom_sheet_buildable_init))

G_DEFINE_ENUM_TYPE (BsDetent, bs_detent,
                    G_DEFINE_ENUM_VALUE (BS_DETENT_DISMISSED, "dismissed"),
                    G_DEFINE_ENUM_VALUE (BS_DETENT_PEEK, "peek"),
                    G_DEFINE_ENUM_VALUE (BS_DETENT_EXPANDED, "expanded"),
                    G_DEFINE_ENUM_VALUE (BS_DETENT_FULL, "full"))

G_DEFINE_FLAGS_TYPE (BsDetents, bs_detents,
                     G_DEFINE_ENUM_VALUE (BS_DETENTS_PEEK, "peek"),
                     G_DEFINE_ENUM_VALUE (BS_DETENTS_EXPANDED, "expanded"),
                     G_DEFINE_ENUM_VALUE (BS_DETENTS_FULL, "full"))

G_DEFINE_ENUM_TYPE (BsPresentation, bs_presentation,
                    G_DEFINE_ENUM_VALUE (BS_PRESENTATION_AUTOMATIC, "automatic"),
                    G_DEFINE_ENUM_VALUE (BS_PRESENTATION_BOTTOM, "bottom"),
                    G_DEFINE_ENUM_VALUE (BS_PRESENTATION_SIDE, "side"))

static GParamSpec *props[BS_N_PROPERTIES];
static guint signals[BS_N_SIGNALS];

/* The actions and the request each makes: installed on the host and on the sheet
 * (sheet-parts.c), enabled by the Swift half. */
static const char *const action_names[BS_N_REQUESTS] = {
  [BS_REQUEST_CLOSE] = "sheet.close",
  [BS_REQUEST_EXPAND] = "sheet.expand",
  [BS_REQUEST_COLLAPSE] = "sheet.collapse",
  [BS_REQUEST_DISMISS] = "sheet.dismiss",
  [BS_REQUEST_PEEK] = "sheet.peek",
  [BS_REQUEST_BACK] = "sheet.back",
};

/* ---- values: the Swift half owns them; after dispose there is none ---- */

static void
get_value (BsBottomSheet *self,
           BsProperty     property,
           GValue        *value)
{
  g_value_init (value, G_PARAM_SPEC_VALUE_TYPE (props[property]));
  if (self->driver)
    bs_swift_sheet_get_property (self->driver, property, value);
  else
    g_param_value_set_default (props[property], value);
}

static void
set_value (BsBottomSheet *self,
           BsProperty     property,
           const GValue  *value)
{
  if (self->driver)
    bs_swift_sheet_set_property (self->driver, property, value);
}

static void
request (BsBottomSheet *self,
         BsRequest      request)
{
  if (self->driver)
    bs_swift_sheet_request (self->driver, request);
}

/* A getter and a setter through a GValue of the property's own type. Object and
 * string values stay owned by the sheet, so the getters return them
 * (transfer none) after the GValue lets go. */
#define GETTER(Type, name, PROPERTY, value_get, fallback)                    \
  Type bs_bottom_sheet_get_##name (BsBottomSheet *self)                     \
  {                                                                         \
    g_auto (GValue) value = G_VALUE_INIT;                                   \
    g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), fallback);             \
    get_value (self, PROPERTY, &value);                                     \
    return value_get (&value);                                              \
  }

#define SETTER(Type, name, PROPERTY, value_set, CHECK)                       \
  void bs_bottom_sheet_set_##name (BsBottomSheet *self, Type new_value)     \
  {                                                                         \
    g_auto (GValue) value = G_VALUE_INIT;                                   \
    g_return_if_fail (BS_IS_BOTTOM_SHEET (self));                           \
    g_return_if_fail (CHECK);                                               \
    g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (props[PROPERTY]));      \
    value_set (&value, new_value);                                          \
    set_value (self, PROPERTY, &value);                                     \
  }

#define ANY_WIDGET(widget) ((widget) == NULL || GTK_IS_WIDGET (widget))

/* ---- children ---- */

/**
 * BsBottomSheet:content:
 *
 * The app's content, under the sheet.
 */
/**
 * bs_bottom_sheet_get_content:
 * @self: a #BsBottomSheet
 *
 * Gets the app's content, the widget under the sheet.
 *
 * Returns: (nullable) (transfer none): the content
 */
GETTER (GtkWidget *, content, BS_PROPERTY_CONTENT, g_value_get_object, NULL)

/**
 * bs_bottom_sheet_set_content:
 * @self: a #BsBottomSheet
 * @content: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the app's content. It fills @self, under the sheet, and takes no
 * input while a modal sheet is open.
 */
SETTER (GtkWidget *, content, BS_PROPERTY_CONTENT, g_value_set_object, ANY_WIDGET (new_value))

/**
 * BsBottomSheet:sheet:
 *
 * The widget shown in the sheet, below the drag handle.
 */
/**
 * bs_bottom_sheet_get_sheet:
 * @self: a #BsBottomSheet
 *
 * Gets the widget shown in the sheet, below the drag handle.
 *
 * Returns: (nullable) (transfer none): the sheet's child
 */
GETTER (GtkWidget *, sheet, BS_PROPERTY_SHEET, g_value_get_object, NULL)

/**
 * bs_bottom_sheet_set_sheet:
 * @self: a #BsBottomSheet
 * @sheet: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the widget shown in the sheet, below the drag handle. The sheet is
 * never taller than this widget's natural height: give a #GtkScrolledWindow
 * #GtkScrolledWindow:propagate-natural-height.
 */
SETTER (GtkWidget *, sheet, BS_PROPERTY_SHEET, g_value_set_object, ANY_WIDGET (new_value))

/**
 * BsBottomSheet:header:
 *
 * The widget at the top of the sheet, below the drag handle. It never
 * scrolls; a drag on it moves the sheet.
 */
/**
 * bs_bottom_sheet_get_header:
 * @self: a #BsBottomSheet
 *
 * Gets the widget shown at the top of the sheet, below the drag handle.
 *
 * Returns: (nullable) (transfer none): the header
 */
GETTER (GtkWidget *, header, BS_PROPERTY_HEADER, g_value_get_object, NULL)

/**
 * bs_bottom_sheet_set_header:
 * @self: a #BsBottomSheet
 * @header: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the widget shown at the top of the sheet, between the drag handle and
 * the sheet's child. It never scrolls, and a drag that starts on it moves the
 * sheet. Its natural height counts in the heights of the detents.
 */
SETTER (GtkWidget *, header, BS_PROPERTY_HEADER, g_value_set_object, ANY_WIDGET (new_value))

/**
 * BsBottomSheet:footer:
 *
 * The widget pinned to the sheet's visible bottom edge, below the sheet's
 * child. A drag on it moves the sheet.
 */
/**
 * bs_bottom_sheet_get_footer:
 * @self: a #BsBottomSheet
 *
 * Gets the widget pinned to the bottom of the sheet.
 *
 * Returns: (nullable) (transfer none): the footer
 */
GETTER (GtkWidget *, footer, BS_PROPERTY_FOOTER, g_value_get_object, NULL)

/**
 * bs_bottom_sheet_set_footer:
 * @self: a #BsBottomSheet
 * @footer: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the widget pinned to the sheet's visible bottom edge, below the
 * sheet's child: it stays on the bottom edge of @self at every detent and
 * while the sheet is dragged or moves, and the sheet's child ends at its top
 * edge. A drag that starts on it moves the sheet. Its natural height counts in
 * the heights of the detents.
 */
SETTER (GtkWidget *, footer, BS_PROPERTY_FOOTER, g_value_set_object, ANY_WIDGET (new_value))

/* ---- properties ---- */

/**
 * BsBottomSheet:detent:
 *
 * Where the sheet rests, or is going: it changes when the sheet commits to a
 * new place (at a release or a request), before the animation ends.
 * Setting it moves the sheet there, `dismissed` included, whatever
 * #BsBottomSheet:can-close says.
 */
/**
 * bs_bottom_sheet_get_detent:
 * @self: a #BsBottomSheet
 *
 * Gets where the sheet rests, or is going while it moves.
 *
 * Returns: the current detent
 */
GETTER (BsDetent, detent, BS_PROPERTY_DETENT, g_value_get_enum, BS_DETENT_DISMISSED)

/**
 * bs_bottom_sheet_set_detent:
 * @self: a #BsBottomSheet
 * @detent: where the sheet should go
 *
 * Moves the sheet to @detent, animated unless animations are off,
 * whatever #BsBottomSheet:can-close says. #BsBottomSheet:detent changes and
 * #BsBottomSheet::detent-changed is emitted when the sheet commits to the
 * move, before the animation ends. A value that is not a #BsDetent is
 * refused with a warning that lists the valid ones.
 */
SETTER (BsDetent, detent, BS_PROPERTY_DETENT, g_value_set_enum, TRUE)

/**
 * BsBottomSheet:modal:
 *
 * Whether the content is dimmed and takes no input while the sheet is open.
 */
/**
 * bs_bottom_sheet_get_modal:
 * @self: a #BsBottomSheet
 *
 * Gets whether the sheet is modal.
 *
 * Returns: %TRUE if the content takes no input while the sheet is open
 */
/**
 * bs_bottom_sheet_set_modal:
 * @self: a #BsBottomSheet
 * @modal: whether the content is dimmed and blocked while the sheet is open
 *
 * Sets whether the sheet is modal.
 */
GETTER (gboolean, modal, BS_PROPERTY_MODAL, g_value_get_boolean, FALSE)
SETTER (gboolean, modal, BS_PROPERTY_MODAL, g_value_set_boolean, TRUE)

/**
 * BsBottomSheet:can-close:
 *
 * Whether a swipe down, Escape, a click on the scrim or
 * bs_bottom_sheet_close() may close the sheet. When %FALSE, each of them
 * emits #BsBottomSheet::close-attempt instead.
 */
/**
 * bs_bottom_sheet_get_can_close:
 * @self: a #BsBottomSheet
 *
 * Gets whether the user may close the sheet.
 *
 * Returns: %TRUE if a swipe, Escape or a click outside closes the sheet
 */
/**
 * bs_bottom_sheet_set_can_close:
 * @self: a #BsBottomSheet
 * @can_close: whether the user may close the sheet
 *
 * Sets whether the user may close the sheet; %FALSE turns their attempts
 * into #BsBottomSheet::close-attempt, for a "Discard changes?" question.
 */
GETTER (gboolean, can_close, BS_PROPERTY_CAN_CLOSE, g_value_get_boolean, FALSE)
SETTER (gboolean, can_close, BS_PROPERTY_CAN_CLOSE, g_value_set_boolean, TRUE)

/**
 * BsBottomSheet:show-drag-handle:
 *
 * Whether the drag handle, a button at the top of the sheet, is shown.
 */
/**
 * bs_bottom_sheet_get_show_drag_handle:
 * @self: a #BsBottomSheet
 *
 * Gets whether the drag handle is shown.
 *
 * Returns: %TRUE if the drag handle is shown
 */
/**
 * bs_bottom_sheet_set_show_drag_handle:
 * @self: a #BsBottomSheet
 * @show_drag_handle: whether to show the drag handle
 *
 * Sets whether the drag handle is shown.
 */
GETTER (gboolean, show_drag_handle, BS_PROPERTY_SHOW_DRAG_HANDLE, g_value_get_boolean, FALSE)
SETTER (gboolean, show_drag_handle, BS_PROPERTY_SHOW_DRAG_HANDLE, g_value_set_boolean, TRUE)

/**
 * BsBottomSheet:peek-height:
 *
 * Height in pixels of a strip of the sheet that stays visible, from 0 (no
 * peek) to 10000. Above 0 it replaces `dismissed` as the lowest detent for
 * the user's gestures. A value out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_peek_height:
 * @self: a #BsBottomSheet
 *
 * Gets the height of the peek strip.
 *
 * Returns: the height in pixels; 0 means no peek
 */
/**
 * bs_bottom_sheet_set_peek_height:
 * @self: a #BsBottomSheet
 * @peek_height: the height in pixels, 0 to 10000
 *
 * Sets the height of the strip that stays visible.
 */
GETTER (double, peek_height, BS_PROPERTY_PEEK_HEIGHT, g_value_get_double, 0)
SETTER (double, peek_height, BS_PROPERTY_PEEK_HEIGHT, g_value_set_double, TRUE)

/**
 * BsBottomSheet:expanded-fraction:
 *
 * The highest the `expanded` detent may be, as a fraction (0 to 1) of the
 * height of @self. A value out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_expanded_fraction:
 * @self: a #BsBottomSheet
 *
 * Gets the height limit of the `expanded` detent.
 *
 * Returns: a fraction of the height of @self, 0 to 1
 */
/**
 * bs_bottom_sheet_set_expanded_fraction:
 * @self: a #BsBottomSheet
 * @expanded_fraction: a fraction of the height of @self, 0 to 1
 *
 * Sets the height limit of the `expanded` detent.
 */
GETTER (double, expanded_fraction, BS_PROPERTY_EXPANDED_FRACTION, g_value_get_double, 0)
SETTER (double, expanded_fraction, BS_PROPERTY_EXPANDED_FRACTION, g_value_set_double, TRUE)

/**
 * BsBottomSheet:top-inset:
 *
 * Space in pixels, 0 to 10000, kept free above the `full` detent. A value
 * out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_top_inset:
 * @self: a #BsBottomSheet
 *
 * Gets the space kept free above the `full` detent.
 *
 * Returns: the space in pixels
 */
/**
 * bs_bottom_sheet_set_top_inset:
 * @self: a #BsBottomSheet
 * @top_inset: the space in pixels, 0 to 10000
 *
 * Sets the space kept free above the `full` detent.
 */
GETTER (double, top_inset, BS_PROPERTY_TOP_INSET, g_value_get_double, 0)
SETTER (double, top_inset, BS_PROPERTY_TOP_INSET, g_value_set_double, TRUE)

/**
 * BsBottomSheet:dim-opacity:
 *
 * Opacity of the scrim over the content, 0 to 1, when the sheet is at
 * `expanded` or above; it fades with the sheet below that. A value out of
 * range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_dim_opacity:
 * @self: a #BsBottomSheet
 *
 * Gets the opacity of the scrim.
 *
 * Returns: the opacity, 0 to 1
 */
/**
 * bs_bottom_sheet_set_dim_opacity:
 * @self: a #BsBottomSheet
 * @dim_opacity: the opacity, 0 to 1
 *
 * Sets the opacity of the scrim at `expanded` and above.
 */
GETTER (double, dim_opacity, BS_PROPERTY_DIM_OPACITY, g_value_get_double, 0)
SETTER (double, dim_opacity, BS_PROPERTY_DIM_OPACITY, g_value_set_double, TRUE)

/**
 * BsBottomSheet:title:
 *
 * The sheet's accessible name, read out by screen readers when it opens.
 * Never empty: %NULL or "" restore the default, "Bottom sheet" in the user's
 * language.
 */
/**
 * bs_bottom_sheet_get_title:
 * @self: a #BsBottomSheet
 *
 * Gets the sheet's accessible title.
 *
 * Returns: (transfer none): the title, never %NULL
 */
GETTER (const char *, title, BS_PROPERTY_TITLE, g_value_get_string, NULL)

/**
 * bs_bottom_sheet_set_title:
 * @self: a #BsBottomSheet
 * @title: (nullable): the title, or %NULL for the default
 *
 * Sets the sheet's accessible title.
 */
SETTER (const char *, title, BS_PROPERTY_TITLE, g_value_set_string, TRUE)

/**
 * BsBottomSheet:progress:
 *
 * The visible height as a fraction of the `expanded` height: 0 when
 * dismissed, 1 at `expanded`, more above it. Notified on every frame of a
 * drag or an animation.
 */
/**
 * bs_bottom_sheet_get_progress:
 * @self: a #BsBottomSheet
 *
 * Gets the visible height as a fraction of the `expanded` height.
 *
 * Returns: 0 when dismissed, 1 at `expanded`
 */
GETTER (double, progress, BS_PROPERTY_PROGRESS, g_value_get_double, 0)

/**
 * BsBottomSheet:sheet-height:
 *
 * The visible height of the sheet in pixels, drag handle included.
 * Notified on every frame of a drag or an animation.
 */
/**
 * bs_bottom_sheet_get_sheet_height:
 * @self: a #BsBottomSheet
 *
 * Gets the visible height of the sheet.
 *
 * Returns: the height in pixels
 */
GETTER (double, sheet_height, BS_PROPERTY_SHEET_HEIGHT, g_value_get_double, 0)

/* ---- methods ---- */

/**
 * bs_bottom_sheet_present:
 * @self: a #BsBottomSheet
 *
 * Opens the sheet at `expanded`. An open sheet stays where it is.
 */
void
bs_bottom_sheet_present (BsBottomSheet *self)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  request (self, BS_REQUEST_PRESENT);
}

/**
 * bs_bottom_sheet_close:
 * @self: a #BsBottomSheet
 *
 * Closes the sheet as the user would: to the peek strip if there is one,
 * else to `dismissed`. When #BsBottomSheet:can-close is %FALSE the sheet
 * stays open and #BsBottomSheet::close-attempt is emitted.
 */
void
bs_bottom_sheet_close (BsBottomSheet *self)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  request (self, BS_REQUEST_CLOSE);
}

/**
 * bs_bottom_sheet_force_close:
 * @self: a #BsBottomSheet
 *
 * Closes the sheet to `dismissed`, whatever #BsBottomSheet:can-close says.
 */
void
bs_bottom_sheet_force_close (BsBottomSheet *self)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  request (self, BS_REQUEST_FORCE_CLOSE);
}

/**
 * bs_bottom_sheet_new:
 *
 * Creates a sheet, dismissed, with no content and no sheet child.
 *
 * Returns: (transfer floating): a new #BsBottomSheet
 */
GtkWidget *
bs_bottom_sheet_new (void)
{
  return g_object_new (BS_TYPE_BOTTOM_SHEET, NULL);
}

static void
bs_bottom_sheet_activate_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* AdwBottomSheet's `sheet.close`: a closed sheet passes it on, so that a sheet inside
   * another (or inside an AdwDialog) closes that one. */
  if (g_strcmp0 (action_name, action_names[BS_REQUEST_CLOSE]) == 0 && !bs_bottom_sheet_get_open (self))
    {
      if (parent != NULL)
        gtk_widget_activate_action_variant (parent, action_name, parameter);
      return;
    }
  for (BsRequest action = 0; action < BS_N_REQUESTS; action++)
    if (g_strcmp0 (action_name, action_names[action]) == 0)
      request (self, action);
}

/* ---- pages ---- */

/**
 * bs_bottom_sheet_push:
 * @self: a #BsBottomSheet
 * @page: a widget with no parent yet
 * @title: (nullable): the page's title; %NULL takes the page's own `title`
 *   property if it has one (#AdwStatusPage, #AdwPreferencesPage, …)
 *
 * Shows @page in the sheet, over the current page (the first page is the
 * sheet's child): it slides in from the end edge on the sheet's spring, and,
 * while the sheet rests at a height that fits its content, the sheet's height
 * follows the new page's in the same motion. A back button and @title appear
 * at the top of the sheet; the back button, Alt+Left, the mouse's back button,
 * a swipe from the start edge and Escape go back (see bs_bottom_sheet_pop()).
 * Each page keeps its state (scroll position, selection, text) while covered.
 * The sheet's accessible name becomes @title, and focus moves into @page.
 *
 * A widget that already has a parent is refused with a critical.
 */
void
bs_bottom_sheet_push (BsBottomSheet *self,
                      GtkWidget     *page,
                      const char    *title)
{
  g_return_if_fail (BS_IS_BOTTOM_SHEET (self));
  g_return_if_fail (GTK_IS_WIDGET (page));
  if (self->driver)
    bs_swift_sheet_push (self->driver, page, title);
}

/**
 * bs_bottom_sheet_pop:
 * @self: a #BsBottomSheet
 *
 * Goes back one page: the current page slides out and is released
 * (#BsBottomSheet::popped hands it to the app first). Focus returns to the
 * widget that had it when the page was pushed. The sheet's child, the root
 * page, is never popped.
 *
 * Returns: %TRUE if a page was popped
 */
gboolean
bs_bottom_sheet_pop (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), FALSE);
  return self->driver && bs_swift_sheet_pop (self->driver, FALSE);
}

/**
 * bs_bottom_sheet_pop_to_root:
 * @self: a #BsBottomSheet
 *
 * Goes back to the sheet's child: the current page slides out, the pages
 * between leave at once. #BsBottomSheet::popped is emitted for each, newest
 * first.
 *
 * Returns: %TRUE if a page was popped
 */
gboolean
bs_bottom_sheet_pop_to_root (BsBottomSheet *self)
{
  g_return_val_if_fail (BS_IS_BOTTOM_SHEET (self), FALSE);
  return self->driver && bs_swift_sheet_pop (self->driver, TRUE);
}

/**
 * BsBottomSheet:page-count:
 *
 * How many pages the sheet holds: the sheet's child (when there is one) and
 * the pages pushed over it.
 */
/**
 * bs_bottom_sheet_get_page_count:
 * @self: a #BsBottomSheet
 *
 * Gets how many pages the sheet holds.
 *
 * Returns: the sheet's child, if any, plus the pushed pages
 */
GETTER (guint, page_count, BS_PROPERTY_PAGE_COUNT, g_value_get_uint, 0)

/**
 * BsBottomSheet:visible-page:
 *
 * The page shown, or sliding in to be: the last pushed page, or the sheet's
 * child.
 */
/**
 * bs_bottom_sheet_get_visible_page:
 * @self: a #BsBottomSheet
 *
 * Gets the page shown, or sliding in to be.
 *
 * Returns: (nullable) (transfer none): the last pushed page, or the sheet's child
 */
GETTER (GtkWidget *, visible_page, BS_PROPERTY_VISIBLE_PAGE, g_value_get_object, NULL)

/* ---- where the sheet is shown: at the bottom, or as a side panel on wide windows ---- */

/**
 * BsBottomSheet:presentation:
 *
 * Where the sheet is shown: `automatic` (the default) lets the window's size
 * choose between the bottom and the side (see #BsPresentation); `bottom` and
 * `side` pin one. A change while the sheet is open moves it to its new place
 * in one animation, keeping its detent, its child's state and its focus.
 */
/**
 * bs_bottom_sheet_get_presentation:
 * @self: a #BsBottomSheet
 *
 * Gets the presentation asked for.
 *
 * Returns: the presentation asked for; see #BsBottomSheet:current-presentation
 *   for the one shown
 */
/**
 * bs_bottom_sheet_set_presentation:
 * @self: a #BsBottomSheet
 * @presentation: the presentation to use, or %BS_PRESENTATION_AUTOMATIC
 *
 * Pins the sheet to one presentation, or lets the window's size choose.
 */
GETTER (BsPresentation, presentation, BS_PROPERTY_PRESENTATION, g_value_get_enum, BS_PRESENTATION_AUTOMATIC)
SETTER (BsPresentation, presentation, BS_PROPERTY_PRESENTATION, g_value_set_enum, TRUE)

/**
 * BsBottomSheet:current-presentation:
 *
 * The presentation shown now: %BS_PRESENTATION_BOTTOM or
 * %BS_PRESENTATION_SIDE, never automatic. It changes when the window is
 * resized across #BsBottomSheet:side-breakpoint, or when
 * #BsBottomSheet:presentation or #BsBottomSheet:modal changes, at the next
 * layout.
 *
 * In side presentation #BsBottomSheet:sheet-height is how far across the
 * panel is shown, and #BsBottomSheet:detent keeps the detent the sheet had at
 * the bottom (`expanded` or `full` while the panel is open): it comes back
 * to it when the window gets narrower.
 */
/**
 * bs_bottom_sheet_get_current_presentation:
 * @self: a #BsBottomSheet
 *
 * Gets the presentation shown now.
 *
 * Returns: %BS_PRESENTATION_BOTTOM or %BS_PRESENTATION_SIDE
 */
GETTER (BsPresentation, current_presentation, BS_PROPERTY_CURRENT_PRESENTATION, g_value_get_enum, BS_PRESENTATION_BOTTOM)

/**
 * BsBottomSheet:max-width:
 *
 * The widest the sheet gets at the bottom, in pixels, 0 to 10000; 0 means no
 * maximum (the window's width). On a wider window the sheet keeps this width
 * and sits at #BsBottomSheet:align. The default, 640, is Material's. A value
 * out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_max_width:
 * @self: a #BsBottomSheet
 *
 * Gets the widest the sheet gets at the bottom.
 *
 * Returns: the width in pixels; 0 means no maximum
 */
/**
 * bs_bottom_sheet_set_max_width:
 * @self: a #BsBottomSheet
 * @max_width: the width in pixels, 0 (no maximum) to 10000
 *
 * Sets the widest the sheet gets at the bottom.
 */
GETTER (double, max_width, BS_PROPERTY_MAX_WIDTH, g_value_get_double, 0)
SETTER (double, max_width, BS_PROPERTY_MAX_WIDTH, g_value_set_double, TRUE)

/**
 * BsBottomSheet:side-breakpoint:
 *
 * With #BsBottomSheet:presentation `automatic`, the narrowest window, in
 * pixels (0 to 10000), where a non-modal sheet becomes a side panel. The
 * default is 900. A value out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_side_breakpoint:
 * @self: a #BsBottomSheet
 *
 * Gets the narrowest window where a non-modal sheet is a side panel.
 *
 * Returns: the width in pixels
 */
/**
 * bs_bottom_sheet_set_side_breakpoint:
 * @self: a #BsBottomSheet
 * @side_breakpoint: the width in pixels, 0 to 10000
 *
 * Sets the narrowest window where a non-modal sheet is a side panel.
 */
GETTER (double, side_breakpoint, BS_PROPERTY_SIDE_BREAKPOINT, g_value_get_double, 0)
SETTER (double, side_breakpoint, BS_PROPERTY_SIDE_BREAKPOINT, g_value_set_double, TRUE)

/**
 * BsBottomSheet:align:
 *
 * Where a bottom sheet narrower than the window sits, 0 to 1: 0 at the start
 * edge, 0.5 centred (the default), 1 at the end edge; start and end follow
 * the text direction. A value out of range is clamped, with a warning.
 */
/**
 * bs_bottom_sheet_get_align:
 * @self: a #BsBottomSheet
 *
 * Gets where a bottom sheet narrower than the window sits.
 *
 * Returns: 0 (start) to 1 (end)
 */
/**
 * bs_bottom_sheet_set_align:
 * @self: a #BsBottomSheet
 * @align: 0 (start) to 1 (end)
 *
 * Sets where a bottom sheet narrower than the window sits.
 */
GETTER (double, align, BS_PROPERTY_ALIGN, g_value_get_double, 0)
SETTER (double, align, BS_PROPERTY_ALIGN, g_value_set_double, TRUE)

/* ---- libadwaita's AdwBottomSheet's names: an app written for it works with ours ---- */

/**
 * BsBottomSheet:open:
 *
 * Whether the sheet is open: it rests at, or is going to, `expanded` or
 * `full`. At the bottom the peek strip counts as closed: it is what a closed
 * sheet leaves showing; a side panel's peek strip is the whole panel, open.
 * Setting it to %TRUE opens the sheet as bs_bottom_sheet_present() does;
 * %FALSE closes it to the peek strip at the bottom if there is one, else to
 * `dismissed`, whatever #BsBottomSheet:can-close says (it is the app's own
 * command). Notified with #BsBottomSheet:detent, when the sheet commits to a
 * move across, and when the presentation changes it: bindable both ways, to a
 * #GtkToggleButton:active as with `AdwBottomSheet:open`.
 */
/**
 * bs_bottom_sheet_get_open:
 * @self: a #BsBottomSheet
 *
 * Gets whether the sheet is open (`expanded` or `full`).
 *
 * Returns: %TRUE if the sheet is open
 */
/**
 * bs_bottom_sheet_set_open:
 * @self: a #BsBottomSheet
 * @open: whether to open the sheet or close it
 *
 * Opens or closes the sheet, animated unless animations are off.
 */
GETTER (gboolean, open, BS_PROPERTY_OPEN, g_value_get_boolean, FALSE)
SETTER (gboolean, open, BS_PROPERTY_OPEN, g_value_set_boolean, TRUE)

/**
 * BsBottomSheet:can-open:
 *
 * Whether the user may open a closed sheet: when %FALSE, a drag up from the
 * peek strip goes back to it, and neither the drag handle nor `sheet.expand`
 * opens it from there. #BsBottomSheet:open, bs_bottom_sheet_present() and
 * #BsBottomSheet:detent still open it. As `AdwBottomSheet:can-open`.
 */
/**
 * bs_bottom_sheet_get_can_open:
 * @self: a #BsBottomSheet
 *
 * Gets whether the user may open a closed sheet.
 *
 * Returns: %TRUE if the user may open the sheet
 */
/**
 * bs_bottom_sheet_set_can_open:
 * @self: a #BsBottomSheet
 * @can_open: whether the user may open a closed sheet
 *
 * Sets whether the user may open a closed sheet.
 */
GETTER (gboolean, can_open, BS_PROPERTY_CAN_OPEN, g_value_get_boolean, FALSE)
SETTER (gboolean, can_open, BS_PROPERTY_CAN_OPEN, g_value_set_boolean, TRUE)

/* ---- which detents the sheet has, and from which one it is modal ---- */

/**
 * BsBottomSheet:detents:
 *
 * Which open detents the sheet has: any of `peek`, `expanded` and `full`
 * (#BsDetents), all three by default; it can always be closed. Drags, flicks,
 * the handle, the keys and the actions go only to these, and
 * bs_bottom_sheet_present() opens at `expanded`, else `full`, else `peek`.
 * It can change while the sheet is shown: a sheet resting at a detent that
 * goes away moves to the nearest one that remains (the lower of two as near),
 * with one #BsBottomSheet::detent-changed. A set with none of the three is
 * refused with a warning and changes nothing. In GtkBuilder:
 * `<property name="detents">peek|full</property>`.
 */
/**
 * bs_bottom_sheet_get_detents:
 * @self: a #BsBottomSheet
 *
 * Gets which open detents the sheet has.
 *
 * Returns: the open detents
 */
/**
 * bs_bottom_sheet_set_detents:
 * @self: a #BsBottomSheet
 * @detents: the open detents the sheet is to have: at least one
 *
 * Chooses which open detents the sheet has; see #BsBottomSheet:detents.
 */
GETTER (BsDetents, detents, BS_PROPERTY_DETENTS, g_value_get_flags, BS_DETENTS_ALL)
SETTER (BsDetents, detents, BS_PROPERTY_DETENTS, g_value_set_flags, TRUE)

/**
 * BsBottomSheet:modal-detent:
 *
 * The lowest detent at which a modal sheet (#BsBottomSheet:modal) dims the
 * content and cuts it off: `expanded` by default. Below it the sheet is a
 * panel beside content that stays lit, takes input and stays in the
 * accessibility tree; the scrim fades in as the sheet rises from the detent
 * below it to this one, and screen readers are told when the sheet becomes a
 * modal dialog. `full` makes the maps pattern: a sheet at its peek strip or
 * half height beside a map the user can still pan, a dialog when pulled to
 * the top. A detent the sheet does not have (#BsBottomSheet:detents) means the
 * next one up that it has; `dismissed` and `peek` mean the lowest open one.
 */
/**
 * bs_bottom_sheet_get_modal_detent:
 * @self: a #BsBottomSheet
 *
 * Gets the lowest detent at which a modal sheet dims and cuts off the content.
 *
 * Returns: the modal detent
 */
/**
 * bs_bottom_sheet_set_modal_detent:
 * @self: a #BsBottomSheet
 * @modal_detent: the lowest detent at which the sheet is modal
 *
 * Sets the lowest detent at which a modal sheet dims and cuts off the
 * content; see #BsBottomSheet:modal-detent.
 */
GETTER (BsDetent, modal_detent, BS_PROPERTY_MODAL_DETENT, g_value_get_enum, BS_DETENT_EXPANDED)
SETTER (BsDetent, modal_detent, BS_PROPERTY_MODAL_DETENT, g_value_set_enum, TRUE)

/**
 * BsBottomSheet:full-width:
 *
 * Whether a bottom sheet takes the window's whole width, whatever
 * #BsBottomSheet:max-width says. %FALSE by default, unlike
 * `AdwBottomSheet:full-width`: a sheet as wide as a wide window spreads its
 * lines and its handle too far apart to read as one panel, so
 * #BsBottomSheet:max-width (640 px) holds unless an app asks for the whole width.
 */
/**
 * bs_bottom_sheet_get_full_width:
 * @self: a #BsBottomSheet
 *
 * Gets whether a bottom sheet takes the window's whole width.
 *
 * Returns: %TRUE if the sheet takes the whole width
 */
/**
 * bs_bottom_sheet_set_full_width:
 * @self: a #BsBottomSheet
 * @full_width: whether the sheet takes the window's whole width
 *
 * Sets whether a bottom sheet takes the window's whole width.
 */
GETTER (gboolean, full_width, BS_PROPERTY_FULL_WIDTH, g_value_get_boolean, FALSE)
SETTER (gboolean, full_width, BS_PROPERTY_FULL_WIDTH, g_value_set_boolean, TRUE)

/**
 * BsBottomSheet:bottom-bar:
 *
 * The bar the closed sheet is, as `AdwBottomSheet:bottom-bar` is: a music
 * player's "now playing" bar, say. At the bottom it lies on the sheet's top
 * edge while the sheet is closed (the sheet's peek strip is the bar's height,
 * in place of #BsBottomSheet:peek-height); a click on it, or a drag up, opens
 * the sheet, which grows out of it, the bar giving way to the sheet's inside
 * early in the motion. For screen readers it is a button that says what it
 * opens (the sheet's #BsBottomSheet:title). Beside a side panel it lies across
 * the window's bottom edge while the panel is hidden.
 */
/**
 * bs_bottom_sheet_get_bottom_bar:
 * @self: a #BsBottomSheet
 *
 * Gets the bottom bar.
 *
 * Returns: (nullable) (transfer none): the bottom bar
 */
GETTER (GtkWidget *, bottom_bar, BS_PROPERTY_BOTTOM_BAR, g_value_get_object, NULL)
/**
 * bs_bottom_sheet_set_bottom_bar:
 * @self: a #BsBottomSheet
 * @bottom_bar: (nullable): a widget with no parent yet, or %NULL
 *
 * Sets the bottom bar, the bar the closed sheet is.
 */
SETTER (GtkWidget *, bottom_bar, BS_PROPERTY_BOTTOM_BAR, g_value_set_object, ANY_WIDGET (new_value))

/**
 * BsBottomSheet:reveal-bottom-bar:
 *
 * Whether the bottom bar shows. %TRUE by default. Hidden, the sheet closed to
 * it goes down off the screen with it; shown, a closed sheet rises as the bar.
 */
/**
 * bs_bottom_sheet_get_reveal_bottom_bar:
 * @self: a #BsBottomSheet
 *
 * Gets whether the bottom bar shows.
 *
 * Returns: %TRUE if the bottom bar shows
 */
GETTER (gboolean, reveal_bottom_bar, BS_PROPERTY_REVEAL_BOTTOM_BAR, g_value_get_boolean, FALSE)
/**
 * bs_bottom_sheet_set_reveal_bottom_bar:
 * @self: a #BsBottomSheet
 * @reveal: whether the bottom bar shows
 *
 * Sets whether the bottom bar shows.
 */
SETTER (gboolean, reveal_bottom_bar, BS_PROPERTY_REVEAL_BOTTOM_BAR, g_value_set_boolean, TRUE)

/**
 * BsBottomSheet:bottom-bar-height:
 *
 * How much of the content's bottom the bottom bar covers, in pixels: for
 * apps that keep their content clear of it. It follows the bar as it rises or
 * leaves, and keeps the bar's height while the sheet is open over it. A double,
 * as #BsBottomSheet:sheet-height is (an int on `AdwBottomSheet`).
 */
/**
 * bs_bottom_sheet_get_bottom_bar_height:
 * @self: a #BsBottomSheet
 *
 * Gets how much of the content's bottom the bottom bar covers.
 *
 * Returns: the height in pixels
 */
GETTER (double, bottom_bar_height, BS_PROPERTY_BOTTOM_BAR_HEIGHT, g_value_get_double, 0)

/* Escape pops a page before it closes the sheet. */
static gboolean
bs_bottom_sheet_escape (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (widget);

  return self->driver && bs_swift_sheet_escape (self->driver);
}

/* ---- GObject ---- */

static void
bs_bottom_sheet_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (object);

  if (self->driver)
    bs_swift_sheet_get_property (self->driver, prop_id, value);
  else
    g_param_value_set_default (pspec, value);
}

static void
bs_bottom_sheet_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  set_value (BS_BOTTOM_SHEET (object), prop_id, value);
}

static void
bs_bottom_sheet_dispose (GObject *object)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (object);

  /* The Swift half goes first: it stops its animation, disconnects its handlers
   * and unparents the children while they are all still alive. */
  if (self->driver)
    {
      bs_swift_sheet_dispose (self->driver);
      self->driver = NULL;
    }
  G_OBJECT_CLASS (bs_bottom_sheet_parent_class)->dispose (object);
}

/* @property's param spec, made from its row of the Swift half's table. */
static GParamSpec *
param_spec (BsProperty property)
{
  BsPropertyRow row = { 0 };
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  bs_swift_sheet_property_row (property, &row);
  if (row.writable)
    flags |= G_PARAM_WRITABLE;

  switch (row.kind)
    {
    case BS_PROPERTY_KIND_WIDGET:
      return g_param_spec_object (row.name, NULL, row.blurb, GTK_TYPE_WIDGET, flags);
    case BS_PROPERTY_KIND_BOOLEAN:
      return g_param_spec_boolean (row.name, NULL, row.blurb, row.default_number != 0, flags);
    case BS_PROPERTY_KIND_DOUBLE:
      /* A writable number leaves the checking to its setter, whose warning names
       * the allowed range. With the pspec's own bounds and without
       * LAX_VALIDATION, g_object_set_property would refuse NaN and ±infinity
       * itself, with a warning that does not say what is allowed; like this, NaN
       * reaches the setter as it is and ±infinity as ±G_MAXDOUBLE. */
      if (row.writable)
        return g_param_spec_double (row.name, NULL, row.blurb, -G_MAXDOUBLE, G_MAXDOUBLE, row.default_number,
                                    flags | G_PARAM_LAX_VALIDATION);
      return g_param_spec_double (row.name, NULL, row.blurb, row.minimum, row.maximum, row.default_number, flags);
    case BS_PROPERTY_KIND_UINT:
      return g_param_spec_uint (row.name, NULL, row.blurb, 0, G_MAXUINT, (guint) row.default_number, flags);
    case BS_PROPERTY_KIND_STRING:
      return g_param_spec_string (row.name, NULL, row.blurb, row.default_string, flags);
    case BS_PROPERTY_KIND_DETENT:
      return g_param_spec_enum (row.name, NULL, row.blurb, BS_TYPE_DETENT, (gint) row.default_number, flags);
    case BS_PROPERTY_KIND_DETENTS:
      return g_param_spec_flags (row.name, NULL, row.blurb, BS_TYPE_DETENTS, (guint) row.default_number, flags);
    case BS_PROPERTY_KIND_PRESENTATION:
      return g_param_spec_enum (row.name, NULL, row.blurb, BS_TYPE_PRESENTATION, (gint) row.default_number, flags);
    default:
      g_assert_not_reached ();
    }
}

static void
bs_bottom_sheet_class_init (BsBottomSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bs_bottom_sheet_get_property;
  object_class->set_property = bs_bottom_sheet_set_property;
  object_class->dispose = bs_bottom_sheet_dispose;
  /* Measuring, allocating, drawing and keyboard focus are the Swift half's. */
  bs_swift_sheet_class_init (widget_class);

  /* Each property is declared once, in the Swift half's table (SheetProperties):
   * its name, kind, range, default and blurb. Its documentation for gi-docgen is
   * the comment block beside its getter. */
  for (BsProperty property = 1; property < BS_N_PROPERTIES; property++)
    props[property] = param_spec (property);
  g_object_class_install_properties (object_class, BS_N_PROPERTIES, props);

  /**
   * BsBottomSheet::detent-changed:
   * @self: the sheet
   * @detent: the new detent
   *
   * The sheet committed to a new detent: once per change, at the start of
   * the move there (a drag's release, a key, an action, a property set), not
   * when the move ends.
   */
  signals[BS_SIGNAL_DETENT_CHANGED] = g_signal_new (BS_SIGNAL_NAME_DETENT_CHANGED, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, BS_TYPE_DETENT);
  /**
   * BsBottomSheet::released:
   * @self: the sheet
   * @velocity: the sheet's velocity as the user let go, in pixels per second,
   *   positive upwards
   * @target: the detent the release rule chose from the position and the
   *   velocity (the projected target); #BsBottomSheet::detent-changed follows
   *   if it is a new one
   *
   * The user let go of a drag. For tuning the spring and the thresholds, and
   * for feedback such as a sound at a fling.
   */
  signals[BS_SIGNAL_RELEASED] = g_signal_new (BS_SIGNAL_NAME_RELEASED, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, BS_TYPE_DETENT);
  /**
   * BsBottomSheet::close-attempt:
   *
   * A close was asked for while #BsBottomSheet:can-close is %FALSE; the sheet
   * went back to its lowest open detent. Ask "discard changes?" here.
   */
  signals[BS_SIGNAL_CLOSE_ATTEMPT] = g_signal_new (BS_SIGNAL_NAME_CLOSE_ATTEMPT, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BsBottomSheet::closed:
   *
   * The sheet came to rest at the dismissed detent and is hidden.
   */
  signals[BS_SIGNAL_CLOSED] = g_signal_new (BS_SIGNAL_NAME_CLOSED, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BsBottomSheet::pushed:
   * @self: the sheet
   * @page: the page
   *
   * @page was pushed: by bs_bottom_sheet_push(), or back by a swipe that
   * brought a page the user was popping back.
   */
  signals[BS_SIGNAL_PUSHED] = g_signal_new (BS_SIGNAL_NAME_PUSHED, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 1, GTK_TYPE_WIDGET);
  /**
   * BsBottomSheet::popped:
   * @self: the sheet
   * @page: the page
   *
   * @page was popped, by the app or the user. It slides out, then the sheet
   * lets go of it: take a reference here to keep it.
   */
  signals[BS_SIGNAL_POPPED] = g_signal_new (BS_SIGNAL_NAME_POPPED, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 1, GTK_TYPE_WIDGET);

  /* Enabled only when they apply (the Swift half decides); GTK exports enabled
   * widget actions over AT-SPI, so screen readers can run them. */
  for (BsRequest action = 0; action < BS_N_REQUESTS; action++)
    if (action_names[action])
      gtk_widget_class_install_action (widget_class, action_names[action], NULL, bs_bottom_sheet_activate_action);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, bs_bottom_sheet_escape, NULL);

  gtk_widget_class_set_css_name (widget_class, BS_CSS_NODE_BOTTOM_SHEET);
  /* A plain container for screen readers. */
  gtk_widget_class_set_accessible_role (widget_class, bs_container_accessible_role ());
}

static void
bs_bottom_sheet_init (BsBottomSheet *self)
{
  self->driver = bs_swift_sheet_new (self);
}

/* ---- the Swift half's way back ---- */

gpointer
bs_bottom_sheet_get_driver (BsBottomSheet *host)
{
  return host->driver;
}

void
bs_bottom_sheet_notify (BsBottomSheet *host,
                        BsProperty     property)
{
  g_object_notify_by_pspec (G_OBJECT (host), props[property]);
}

guint
bs_bottom_sheet_signal_id (BsSignal signal)
{
  return signals[signal];
}

const char *
bs_action_name (BsRequest request)
{
  return request < BS_N_REQUESTS ? action_names[request] : NULL;
}

/* ---- GtkBuildable: <child type="content">, "sheet", "header", "footer",
 * "bottom-bar" and "page" (the first page is the sheet's child, later ones are pushed over it) ---- */

static GtkBuildableIface *parent_buildable_iface;

static void
bs_bottom_sheet_add_child (GtkBuildable *buildable,
                           GtkBuilder   *builder,
                           GObject      *child,
                           const char   *type)
{
  BsBottomSheet *self = BS_BOTTOM_SHEET (buildable);

  if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "content") == 0)
    bs_bottom_sheet_set_content (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "sheet") == 0)
    bs_bottom_sheet_set_sheet (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "header") == 0)
    bs_bottom_sheet_set_header (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "footer") == 0)
    bs_bottom_sheet_set_footer (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "bottom-bar") == 0)
    bs_bottom_sheet_set_bottom_bar (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "page") == 0 && bs_bottom_sheet_get_sheet (self) == NULL)
    bs_bottom_sheet_set_sheet (self, GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "page") == 0)
    bs_bottom_sheet_push (self, GTK_WIDGET (child), NULL);
  else if (GTK_IS_WIDGET (child) && type == NULL && bs_bottom_sheet_get_content (self) == NULL)
    bs_bottom_sheet_set_content (self, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
bs_bottom_sheet_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = bs_bottom_sheet_add_child;
}
